// A contestant's solution to "Three Kingdom Chess" (Beijing 2011): alpha-beta search over every
// turn (attacks tried first, a memo of each position's proven bounds, and a cut where the
// strength left cannot reach the window), and a trace of the principal variation on standard
// error.
// Planted bug (compiled with -DPLANTED): an off-by-one in the walk, so every soldier can walk
// one step more than its pace. With -DPLANTED_HALF_ROUNDING instead (a bug the trace tests
// plant): a halved attack by an odd-strength attacker rounds up.
// The trace is left out when compiled with -DNO_TRACE, as a problem package's copy is.
#include <algorithm>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <queue>
#include <utility>
#include <vector>
using namespace std;

int N, M, K, T, pace[3];
int terrain[5][5];
struct Soldier { int r, c, side, strength, kind; };  // strength 0 = destroyed
// Per position and turn: the bounds proven on its value, and the move that decided it last.
struct Proven { long long lower = LLONG_MIN, upper = LLONG_MAX; int best = -1; };
map<pair<vector<int>, int>, Proven> memo;

long long damage(const Soldier &a, const Soldier &d) {
    long long s = a.strength;
    if (a.kind == d.kind) return s;
    bool strong = (a.kind == 0 && d.kind == 2) || (a.kind == 2 && d.kind == 1) || (a.kind == 1 && d.kind == 0);
#ifdef PLANTED_HALF_ROUNDING
    return strong ? 2 * s : (s + 1) / 2;
#else
    return strong ? 2 * s : s / 2;
#endif
}

bool inRegion(int kind, int dr, int dc) {
    int d = abs(dr) + abs(dc);
    if (kind == 0) return max(abs(dr), abs(dc)) == 1;
    if (kind == 1) return d == 1;
    return d == 1 || d == 2;
}

// Cells soldier i can end its walk on.
vector<pair<int, int>> destinations(const vector<Soldier> &s, int i) {
    int dist[5][5];
    memset(dist, -1, sizeof dist);
    auto enemyAt = [&](int r, int c) {
        for (auto &o : s) if (o.strength && o.side != s[i].side && o.r == r && o.c == c) return true;
        return false;
    };
    auto comradeAt = [&](int r, int c) {
        for (size_t j = 0; j < s.size(); j++)
            if ((int)j != i && s[j].strength && s[j].side == s[i].side && s[j].r == r && s[j].c == c) return true;
        return false;
    };
    queue<pair<int, int>> bfs;
    dist[s[i].r][s[i].c] = 0;
    bfs.push({s[i].r, s[i].c});
    vector<pair<int, int>> found;
    while (!bfs.empty()) {
        auto [r, c] = bfs.front();
        bfs.pop();
        if (!comradeAt(r, c)) found.push_back({r, c});
#ifdef PLANTED
        if (dist[r][c] > pace[s[i].kind]) continue;
#else
        if (dist[r][c] >= pace[s[i].kind]) continue;
#endif
        int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nr >= N || nc < 0 || nc >= M || dist[nr][nc] >= 0) continue;
            if (terrain[nr][nc] == 2 || (terrain[nr][nc] == 1 && s[i].kind == 1) || enemyAt(nr, nc)) continue;
            dist[nr][nc] = dist[r][c] + 1;
            bfs.push({nr, nc});
        }
    }
    return found;
}

struct Move { int soldier, r, c, target; };  // soldier -1: pass; target -1: no attack

vector<Move> moves(const vector<Soldier> &s, int side) {
    vector<Move> all{{-1, 0, 0, -1}};
    for (size_t i = 0; i < s.size(); i++) {
        if (!s[i].strength || s[i].side != side) continue;
        for (auto [r, c] : destinations(s, i)) {
            all.push_back({(int)i, r, c, -1});
            for (size_t j = 0; j < s.size(); j++)
                if (s[j].strength && s[j].side != side && inRegion(s[i].kind, s[j].r - r, s[j].c - c))
                    all.push_back({(int)i, r, c, (int)j});
        }
    }
    return all;
}

vector<Soldier> play(vector<Soldier> s, const Move &m) {
    if (m.soldier < 0) return s;
    s[m.soldier].r = m.r, s[m.soldier].c = m.c;
    if (m.target >= 0) {
        long long d = damage(s[m.soldier], s[m.target]);
        Soldier &t = s[m.target];
        t.strength = t.strength <= d ? 0 : t.strength - d;
    }
    return s;
}

long long score(const vector<Soldier> &s) {
    long long total = 0;
    for (auto &o : s) total += o.side == 0 ? o.strength : -o.strength;
    return total;
}

bool over(const vector<Soldier> &s, int turn) {
    bool alive[2] = {};
    for (auto &o : s) if (o.strength) alive[o.side] = true;
    return turn > K || !alive[0] || !alive[1];
}

// The value of the game from turn `turn` on if it lies in (alpha, beta); otherwise a bound on
// the same side of the window.
long long search(const vector<Soldier> &s, int turn, long long alpha, long long beta) {
    if (over(s, turn)) return score(s);
    // Strengths only fall, and a turn takes at most twice the strongest attacker's strength and
    // at most the strongest defender's: the value lies within what each side can still take
    // from the other in its turns left.
    long long total[2] = {}, strongest[2] = {};
    for (auto &o : s) total[o.side] += o.strength, strongest[o.side] = max(strongest[o.side], (long long)o.strength);
    long long turnsOf[2] = {(K - turn + 2 - (turn % 2 == 0)) / 2, 0};
    turnsOf[1] = K - turn + 1 - turnsOf[0];
    long long now = total[0] - total[1];
    long long most = now + min(total[1], turnsOf[0] * min(2 * strongest[0], strongest[1]));
    long long least = now - min(total[0], turnsOf[1] * min(2 * strongest[1], strongest[0]));
    if (most <= alpha) return most;
    if (least >= beta) return least;
    vector<int> key;
    for (auto &o : s) key.insert(key.end(), {o.r, o.c, o.strength});
    Proven &proven = memo[{key, turn}];  // std::map: the reference outlives later insertions
    if (proven.lower == proven.upper || proven.lower >= beta) return proven.lower;
    if (proven.upper <= alpha) return proven.upper;
    alpha = max(alpha, proven.lower), beta = min(beta, proven.upper);
    int side = (turn - 1) % 2;
    vector<Move> all = moves(s, side);
    // The move that decided this position before first, then kills, then the hardest hits.
    auto rank = [&](const Move &m) -> long long {
        if (m.target < 0) return -1;
        long long d = damage(s[m.soldier], s[m.target]);
        return d >= s[m.target].strength ? LLONG_MAX / 2 + s[m.target].strength : d;
    };
    vector<pair<long long, int>> order;
    for (int i = 0; i < (int)all.size(); i++) order.push_back({i == proven.best ? LLONG_MAX : rank(all[i]), i});
    stable_sort(order.begin(), order.end(), [](auto &a, auto &b) { return a.first > b.first; });
    long long a = alpha, b = beta;
    long long best = side == 0 ? LLONG_MIN : LLONG_MAX;
    int bestMove = -1;
    for (auto [_, i] : order) {
        long long v = search(play(s, all[i]), turn + 1, a, b);
        if (side == 0 ? v > best : v < best) best = v, bestMove = i;
        if (side == 0) a = max(a, v);
        else b = min(b, v);
        if (a >= b) break;
    }
    proven.best = bestMove;
    if (best <= alpha) proven.upper = min(proven.upper, best);
    else if (best >= beta) proven.lower = max(proven.lower, best);
    else proven.lower = proven.upper = best;
    return best;
}

long long value(const vector<Soldier> &s, int turn) { return search(s, turn, LLONG_MIN, LLONG_MAX); }

int main() {
    for (int test = 1; scanf("%d %d %d", &N, &M, &K) == 3 && (N || M || K); test++) {
        for (int r = 0; r < N; r++) for (int c = 0; c < M; c++) scanf("%d", &terrain[r][c]);
        scanf("%d %d %d %d", &T, &pace[0], &pace[1], &pace[2]);
        vector<Soldier> s(T);
        for (auto &o : s) {
            scanf("%d %d %d %d %d", &o.r, &o.c, &o.side, &o.strength, &o.kind);
            o.r--, o.c--;
        }
        memo.clear();
        long long v = value(s, 1);
        printf("%lld\n", v);
#ifndef NO_TRACE
        fprintf(stderr, "$ test %d\n$ value %lld\n", test, v);
        // The principal variation: at each turn the first move that keeps the value.
        for (int turn = 1; !over(s, turn); turn++) {
            for (auto &m : moves(s, (turn - 1) % 2)) {
                auto next = play(s, m);
                if (value(next, turn + 1) != v) continue;
                fprintf(stderr, "$ test %d turn %d\n$ play", test, turn);
                if (m.soldier < 0) fprintf(stderr, " pass");
                else {
                    fprintf(stderr, " %d %d %d %d", s[m.soldier].r + 1, s[m.soldier].c + 1, m.r + 1, m.c + 1);
                    if (m.target >= 0) fprintf(stderr, " %d %d", s[m.target].r + 1, s[m.target].c + 1);
                }
                fprintf(stderr, "\n");
                s = next;
                for (auto &o : s)
                    if (o.strength) fprintf(stderr, "$ soldier %d %d %d %d %d\n", o.r + 1, o.c + 1, o.side, o.strength, o.kind);
                fprintf(stderr, "$ value %lld\n", v);
                break;
            }
        }
#endif
    }
}
