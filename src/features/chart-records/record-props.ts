// What every chart record tab and form is given by the chart that holds it.

/** The chart's own refresh after a change (its tab counts, SPEC §2 'count'). */
export type OnChartChanged = (() => Promise<unknown> | undefined) | undefined;

export interface ChartRecordTabProps {
  patientId: string;
  onChanged?: OnChartChanged;
}

export interface RecordFormProps {
  patientId: string;
  /** The dialog closes (after the save's overlay, or on Cancel). */
  onDone: () => void;
  onChanged?: OnChartChanged;
}
