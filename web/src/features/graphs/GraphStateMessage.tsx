import { Link } from 'react-router-dom';

type Props = { message: string; role?: 'status' | 'alert'; backTo?: { to: string; label: string } };

/** 'Loading 3D Graph...' and the not-found messages, on the scene's dark backdrop. */
export function GraphStateMessage({ message, role = 'status', backTo }: Props) {
  return (
    <div className="mx-auto my-6 flex h-[70vh] max-w-7xl min-h-[26rem] flex-col items-center justify-center gap-4 rounded-xl bg-slate-950 text-slate-100">
      <p role={role} className="text-lg font-medium">
        {message}
      </p>
      {backTo ? (
        <Link to={backTo.to} className="font-medium text-indigo-300 hover:underline">
          {backTo.label}
        </Link>
      ) : null}
    </div>
  );
}
