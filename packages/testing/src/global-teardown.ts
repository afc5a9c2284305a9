export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __P2P_PG__?: { stop(): Promise<void> } }).__P2P_PG__?.stop();
}
