/**
 * PGlite's Node file system, made to keep every file and folder private to the process's user.
 *
 * The process umask (server/data-folder.ts) is not enough here: PGlite runs PostgreSQL and initdb
 * on Emscripten's NODEFS, whose `open(O_CREAT)` creates the file and then `chmod`s it to the mode
 * the C code asked for (0666 for initdb's files and the relation cache's `pg_internal.init`), and
 * chmod ignores the umask. So every mode this file system is asked to set, at creation or later,
 * loses its group and other bits here, at the one place all of them pass through.
 */
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** Group and other permission bits. */
const SHARED_BITS = 0o077;

/** The parts of Emscripten's NODEFS this file wraps (PGlite does not type them). */
interface NodeFsOps {
  node_ops: {
    setattr(node: unknown, attr: { mode?: number }): void;
    mknod(parent: unknown, name: string, mode: number, dev: number): unknown;
  };
  stream_ops: { setattr?(stream: unknown, attr: { mode?: number }): void };
}

const masked = <T extends { mode?: number }>(attr: T): T =>
  attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~SHARED_BITS };

/** Wraps one NODEFS (each PGlite instance has its own) so that no mode it sets has group or other bits. */
function keepPrivate(nodefs: NodeFsOps): void {
  const { node_ops: nodeOps, stream_ops: streamOps } = nodefs;
  const setNode = nodeOps.setattr.bind(nodeOps);
  nodeOps.setattr = (node, attr) => setNode(node, masked(attr));
  const mknod = nodeOps.mknod.bind(nodeOps);
  nodeOps.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~SHARED_BITS, dev);
  const setStream = streamOps.setattr?.bind(streamOps);
  if (setStream) streamOps.setattr = (stream, attr) => setStream(stream, masked(attr));
}

/** NodeFS whose files are 0600 and folders 0700 at most, whatever PostgreSQL asks for. */
export class PrivateNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    // First: before NodeFS's own step mounts the folder and anything is created in it.
    result.emscriptenOpts.preRun = [(mod) => keepPrivate(mod.NODEFS as unknown as NodeFsOps), ...preRun];
    return result;
  }
}
