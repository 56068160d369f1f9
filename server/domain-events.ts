/**
 * In-process domain events: how one feature reacts to another without reaching into its tables
 * (architecture: "features call each other through exported functions"). Handlers run inside the emitting
 * request or job and are awaited, so a failing handler fails the job, which retries; handlers must therefore
 * be idempotent (e.g. a unique key on the email they queue).
 */
export interface DomainEvents {
  /** A playbook finished generating (Generate step or background job). */
  'playbook.ready': {
    playbookId: string;
    restaurantId: string | null;
    restaurantName: string;
    ownerName: string;
    contactEmail: string;
    format: 'html' | 'text';
    placeId: string | null;
    blitzOptIn: boolean;
  };
  /** The visitor asked for the free 7-day blitz (consent box at Generate, or the free-trial call to action). */
  'blitz.opt-in': {
    email: string;
    placeId: string;
    restaurantId: string | null;
    restaurantName: string;
    ownerName: string;
    source: 'playbook' | 'free-trial';
  };
  /** A contact message, quote request or lead was stored (the operator gets an email). */
  'lead.received': {
    kind: 'lead' | 'contact' | 'quote-request';
    submissionId: string;
    summary: string;
    fields: { label: string; value: string }[];
    submittedAt: Date;
  };
}

type Handler<K extends keyof DomainEvents> = (payload: DomainEvents[K]) => Promise<void>;

export class DomainEventBus {
  private readonly handlers = new Map<keyof DomainEvents, Handler<keyof DomainEvents>[]>();

  on<K extends keyof DomainEvents>(event: K, handler: Handler<K>): void {
    const list = this.handlers.get(event) ?? [];
    list.push(handler as Handler<keyof DomainEvents>);
    this.handlers.set(event, list);
  }

  async emit<K extends keyof DomainEvents>(event: K, payload: DomainEvents[K]): Promise<void> {
    for (const handler of this.handlers.get(event) ?? []) await handler(payload);
  }
}
