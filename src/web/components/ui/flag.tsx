/** The nationality flag from flag-icons, served by our own /flags route. */
export function Flag({ code, country }: { code: string | null; country: string | null }) {
  if (!code) return null;
  return (
    <img
      className="flag"
      src={`/flags/${code}.svg`}
      alt={country ?? code.toUpperCase()}
      title={country ?? undefined}
      width={24}
      height={18}
    />
  );
}
