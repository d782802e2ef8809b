import type { Leaderboard } from '#server/features/reaction-game/reaction-game.server.ts';

const titles = { daily: 'Today (UTC)', 'all-time': 'All time' } as const;

/** A board of signed-in players' best times, fastest first, rendered on the server. */
export function LeaderboardTable({ board, userId }: { board: Leaderboard; userId: string | null }) {
  return (
    <section className="leaderboard card" aria-labelledby={`leaderboard-${board.period}`}>
      <h3 id={`leaderboard-${board.period}`}>{titles[board.period]}</h3>
      {board.rows.length === 0 ? (
        <p>No times yet{board.period === 'daily' ? ' today' : ''}: be the first.</p>
      ) : (
        <table className="leaderboard__table">
          <caption className="visually-hidden">
            Best reaction times, {titles[board.period].toLowerCase()}
          </caption>
          <thead>
            <tr>
              <th scope="col">Pos</th>
              <th scope="col">Player</th>
              <th scope="col">Best</th>
            </tr>
          </thead>
          <tbody>
            {board.rows.map((row, index) => (
              <tr key={row.userId} aria-current={row.userId === userId ? 'true' : undefined}>
                <td>{index + 1}</td>
                <td>{row.name}</td>
                <td>{row.bestMs} ms</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
