import { ChildProcess, spawn } from 'node:child_process';
import {
  appendFileSync,
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/** What `stack.ts start` asks the supervisor to run, in start order (the gateway last). */
export interface SupervisorPlan {
  stateFile: string;
  logsDir: string;
  apps: Array<{
    name: string;
    /** 0 for the first (or only) process of the app; STACK_REPLICAS asks for more. */
    replica: number;
    port: number;
    script: string;
    env: NodeJS.ProcessEnv;
    readyUrl: string;
  }>;
}

type App = SupervisorPlan['apps'][number];

/** `betting` for replica 0, as before replicas, `betting-1` for the next: its key and its log's name. */
export const appId = (app: Pick<App, 'name' | 'replica'>) =>
  app.replica === 0 ? app.name : `${app.name}-${app.replica}`;

/** Restart delays as Kubernetes' CrashLoopBackOff grows them, capped lower: this stands in for a dev cluster. */
const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;
/** An app that ran this long before exiting starts over at the first delay. */
const STABLE_AFTER_MS = 60_000;
const STOP_GRACE_MS = 15_000;

interface Running {
  child: ChildProcess | null;
  startedAt: number;
  backoffMs: number;
  restarts: number;
  restartTimer: NodeJS.Timeout | null;
}

/**
 * The stack's stand-in for the kubelet: runs every app as its child, restarts one that exits
 * unexpectedly with a growing delay (logged to its own log and the app's), and on SIGTERM stops
 * restarting, stops the gateway then the services, and exits. Keeps the apps' current pids in
 * stack.json, for `stack:stop`, the bench and the fault suite.
 */
class Supervisor {
  private readonly running = new Map<string, Running>();
  private stopping = false;

  constructor(private readonly plan: SupervisorPlan) {}

  async run(): Promise<void> {
    process.on('SIGTERM', () => void this.stop());
    process.on('SIGINT', () => void this.stop());
    for (const app of this.plan.apps) {
      if (this.stopping) return;
      this.running.set(appId(app), {
        child: null,
        startedAt: 0,
        backoffMs: FIRST_BACKOFF_MS,
        restarts: 0,
        restartTimer: null,
      });
      this.start(app);
      // One at a time, as before supervision: starting them all at once on a small machine timed out.
      await waitForHttp(app.readyUrl, 120_000, () => this.stopping);
    }
    log(`all ${this.plan.apps.length} apps started`);
  }

  private start(app: App): void {
    const state = this.running.get(appId(app))!;
    state.restartTimer = null;
    const output = openSync(join(this.plan.logsDir, `${appId(app)}.log`), 'a');
    const child = spawn(process.execPath, [app.script], { env: app.env, stdio: ['ignore', output, output] });
    closeSync(output);
    state.child = child;
    state.startedAt = Date.now();
    this.recordPids();
    child.once('exit', (code, signal) => this.exited(app, child, code, signal));
  }

  private exited(app: App, child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    const state = this.running.get(appId(app))!;
    if (state.child === child) state.child = null;
    if (this.stopping) return;
    if (Date.now() - state.startedAt >= STABLE_AFTER_MS) state.backoffMs = FIRST_BACKOFF_MS;
    const delay = state.backoffMs;
    state.backoffMs = Math.min(state.backoffMs * 2, MAX_BACKOFF_MS);
    state.restarts++;
    const line = `${appId(app)} (pid ${child.pid}) exited (${signal ?? `code ${code}`}); restart ${state.restarts} in ${delay} ms`;
    log(line);
    appendFileSync(
      join(this.plan.logsDir, `${appId(app)}.log`),
      `[supervisor] ${new Date().toISOString()} ${line}\n`,
    );
    state.restartTimer = setTimeout(() => this.start(app), delay);
  }

  private async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    log('stopping: no more restarts');
    for (const state of this.running.values()) if (state.restartTimer) clearTimeout(state.restartTimer);
    // The gateways first, so no request reaches a service that is going away; then the services together.
    const gateways = this.plan.apps.filter((app) => app.name === 'gateway');
    const services = this.plan.apps.filter((app) => app.name !== 'gateway');
    await Promise.all(gateways.map((app) => this.terminate(appId(app))));
    await Promise.all(services.map((app) => this.terminate(appId(app))));
    process.exit(0);
  }

  private async terminate(id: string): Promise<void> {
    const child = this.running.get(id)?.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
    log(`stopped ${id}`);
  }

  /** Rewrites the pids in stack.json (atomically: a reader never sees half a file). */
  private recordPids(): void {
    try {
      this.writePids();
    } catch (error) {
      // stack:stop may be removing the file: the apps run on, only the record is late.
      log(`could not record the pids: ${String(error)}`);
    }
  }

  private writePids(): void {
    if (!existsSync(this.plan.stateFile)) return;
    const state = JSON.parse(readFileSync(this.plan.stateFile, 'utf8')) as {
      processes: Array<{ name: string; pid: number; replica?: number; port?: number }>;
    };
    state.processes = [
      { name: 'supervisor', pid: process.pid },
      ...this.plan.apps.flatMap((app) => {
        const pid = this.running.get(appId(app))?.child?.pid;
        return pid ? [{ name: app.name, replica: app.replica, port: app.port, pid }] : [];
      }),
    ];
    const temporary = `${this.plan.stateFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(state, null, 2));
    renameSync(temporary, this.plan.stateFile);
  }
}

async function waitForHttp(url: string, timeoutMs: number, cancelled: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !cancelled()) {
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function log(message: string): void {
  console.log(`${new Date().toISOString()} ${message}`);
}

if (require.main === module) {
  const planFile = process.argv[2];
  const plan = JSON.parse(readFileSync(planFile, 'utf8')) as SupervisorPlan;
  // The plan holds the apps' secrets: read once, then gone from the disk.
  rmSync(planFile, { force: true });
  new Supervisor(plan).run().catch((error: unknown) => {
    log(`supervisor failed: ${String(error)}`);
    process.exit(1);
  });
}
