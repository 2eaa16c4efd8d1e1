/** An `order` event of GET /api/live/orders. */
export interface OrderEvent {
  readonly orderId: number;
  readonly status: string;
}

/**
 * Reads a live stream's body as Server-Sent Events until it ends: each `order` event is handed to
 * `onEvent`, and `afterChunk` runs once a chunk's events are in (to wake waiters). Resolves when
 * the server ends the stream (`onResync` is told of each `resync` event); rejects when the read is aborted or the connection fails.
 */
export async function readOrderEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: OrderEvent, id?: string) => void,
  afterChunk: () => void,
  onResync?: () => void,
): Promise<void> {
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    const blocks = text.split('\n\n');
    text = blocks.pop() ?? '';
    for (const block of blocks) {
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      const id = block
        .split('\n')
        .find((line) => line.startsWith('id: '))
        ?.slice(4);
      if (block.includes('event: order') && data) onEvent(JSON.parse(data.slice(6)) as OrderEvent, id);
      if (block.includes('event: resync')) onResync?.();
    }
    afterChunk();
  }
}
