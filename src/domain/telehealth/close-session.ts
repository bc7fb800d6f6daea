// SPEC §4 telemedicine auto-checkout: 'Close session' is offered on a session under way, and
// only when the server allows the checkout (SPEC §4 'Sign, amend, checkout availability follows
// the server flags'; 'Checkout cannot precede check-in').

interface SessionFacts {
  telemedicineStatus: string;
  encounter: { state: { allowCheckout: boolean } };
}

export const mayCloseSession = ({ telemedicineStatus, encounter }: SessionFacts): boolean =>
  telemedicineStatus === 'in-progress' && encounter.state.allowCheckout;
