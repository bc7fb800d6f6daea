// The PCP letters' operations (SPEC §2 /missed-appointments, /made-encounters; server/modules/letters).
import { graphql } from '../../gql';

export const PcpLetterListDocument = graphql(`
  query PcpLetterList($kind: String!, $from: String!, $to: String!, $offset: Int, $first: Int) {
    PcpLetterList(kind: $kind, from: $from, to: $to, offset: $offset, first: $first) {
      rows {
        sourceId
        patientId
        patientName
        at
        pcpName
        fax
        status
        flags
        documentId
        error
        sentAt
      }
      counts {
        total
        ready
        none
        completed
        inProgress
        failed
      }
      nextOffset
    }
  }
`);

export const SendPcpLettersDocument = graphql(`
  mutation SendPcpLetters($kind: String!, $from: String!, $to: String!, $sourceIds: [ID!]) {
    sendPcpLetters(kind: $kind, from: $from, to: $to, sourceIds: $sourceIds) {
      queued
    }
  }
`);

export const PcpLetterChangedDocument = graphql(`
  subscription PcpLetterChanged($kind: String!) {
    onPcpLetterChanged(kind: $kind) {
      sourceId
      status
    }
  }
`);
