// A contestant's solution to THUPC 2022 "德州消消乐" (match3), with a trace on standard error.
// Planted bug (compiled with -DPLANTED): gravity drops the colours but leaves the special
// types where they were, as if specials were painted on the board instead of on the pieces.
// With -DPLANTED_FOUR instead (a bug the shrinking tests plant): a four of a kind scores
// 750 + 4·quad instead of 750 + 5·quad (a misread table).
// The trace is left out when compiled with -DNO_TRACE, as a problem package's copy is.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <utility>
#include <vector>
using namespace std;

int n, m, k, q;
vector<vector<int>> col, sp;  // 0 = empty cell

bool inside(int r, int c) { return r >= 0 && r < n && c >= 0 && c < m; }

// The run cells of the board as it stands.
vector<vector<bool>> runs(bool &any) {
    vector<vector<bool>> in(n, vector<bool>(m, false));
    any = false;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < m; c++) {
            if (!col[r][c]) continue;
            if (c == 0 || col[r][c - 1] != col[r][c]) {
                int e = c;
                while (e + 1 < m && col[r][e + 1] == col[r][c]) e++;
                if (e - c + 1 >= 3) { any = true; for (int x = c; x <= e; x++) in[r][x] = true; }
            }
            if (r == 0 || col[r - 1][c] != col[r][c]) {
                int e = r;
                while (e + 1 < n && col[e + 1][c] == col[r][c]) e++;
                if (e - r + 1 >= 3) { any = true; for (int y = r; y <= e; y++) in[y][c] = true; }
            }
        }
    return in;
}

long long handScore(const vector<int> &cs) {
    map<int, int> cnt;
    for (int x : cs) cnt[x]++;
    vector<pair<int, int>> g;  // (count, colour), biggest first
    for (auto &p : cnt) g.push_back({p.second, p.first});
    sort(g.rbegin(), g.rend());
    if (g[0].first == 5) return 1000 + 10LL * g[0].second;
#ifdef PLANTED_FOUR
    if (g[0].first == 4) return 750 + 4LL * g[0].second;
#else
    if (g[0].first == 4) return 750 + 5LL * g[0].second;
#endif
    if (g[0].first == 3 && g[1].first == 2) return 500 + 3LL * g[0].second + g[1].second;
    if (g[0].first == 3) return 300 + 3LL * g[0].second;
    if (g[0].first == 2 && g[1].first == 2) {
        int hi = max(g[0].second, g[1].second), lo = min(g[0].second, g[1].second);
        return 200 + 2LL * hi + lo;
    }
    if (g[0].first == 2) return 100 + 2LL * g[0].second;
    return 50 + *max_element(cs.begin(), cs.end());
}

int main() {
    scanf("%d %d %d %d", &n, &m, &k, &q);
    col.assign(n, vector<int>(m));
    sp.assign(n, vector<int>(m));
    for (auto &row : col) for (int &x : row) scanf("%d", &x);
    for (auto &row : sp) for (int &x : row) scanf("%d", &x);
    long long score = 0;
    bool allValid = true;
    vector<vector<int>> mains;
    for (int op = 1; op <= q; op++) {
        int r1, c1, r2, c2;
        scanf("%d %d %d %d", &r1, &c1, &r2, &c2);
        r1--, c1--, r2--, c2--;
        bool valid = abs(r1 - r2) + abs(c1 - c2) == 1 && col[r1][c1] && col[r2][c2];
        bool any = false;
        if (valid) {
            swap(col[r1][c1], col[r2][c2]);
            swap(sp[r1][c1], sp[r2][c2]);
            runs(any);
            if (!any) {
                swap(col[r1][c1], col[r2][c2]);
                swap(sp[r1][c1], sp[r2][c2]);
                valid = false;
            }
        }
        if (!valid) {
            allValid = false;
        } else {
            int round = 0;
            while (true) {
                bool more;
                auto in = runs(more);
                if (!more) break;
                round++;
                if (round == 1) {
                    set<int> main;
                    for (int r = 0; r < n; r++) for (int c = 0; c < m; c++) if (in[r][c]) main.insert(col[r][c]);
                    mains.push_back(vector<int>(main.begin(), main.end()));
                }
                // Combination: 4-connected same-colour blocks of the run cells.
                vector<vector<bool>> seen(n, vector<bool>(m, false));
                for (int r = 0; r < n; r++)
                    for (int c = 0; c < m; c++) {
                        if (!in[r][c] || seen[r][c]) continue;
                        long long size = 0;
                        vector<pair<int, int>> st{{r, c}};
                        seen[r][c] = true;
                        while (!st.empty()) {
                            auto [y, x] = st.back();
                            st.pop_back();
                            size++;
                            int dy[] = {1, -1, 0, 0}, dx[] = {0, 0, 1, -1};
                            for (int d = 0; d < 4; d++) {
                                int ny = y + dy[d], nx = x + dx[d];
                                if (inside(ny, nx) && in[ny][nx] && !seen[ny][nx] && col[ny][nx] == col[r][c]) {
                                    seen[ny][nx] = true;
                                    st.push_back({ny, nx});
                                }
                            }
                        }
                        score += 50 * (size - 3) * (size - 3);
                    }
                // Specials fire until nothing new is covered.
                vector<vector<bool>> doomed = in, fired(n, vector<bool>(m, false));
                bool changed = true;
                while (changed) {
                    changed = false;
                    for (int r = 0; r < n; r++)
                        for (int c = 0; c < m; c++) {
                            if (!doomed[r][c] || fired[r][c] || !sp[r][c]) continue;
                            fired[r][c] = true;
                            changed = true;
                            int t = sp[r][c];
                            for (int y = 0; y < n; y++)
                                for (int x = 0; x < m; x++) {
                                    if (!col[y][x]) continue;
                                    bool hit = (t == 1 || t == 3) && y == r;
                                    hit |= (t == 2 || t == 3) && x == c;
                                    hit |= t == 4 && abs(y - r) <= 1 && abs(x - c) <= 1;
                                    hit |= t == 5 && abs(y - r) <= 2 && abs(x - c) <= 2;
                                    hit |= t == 6 && col[y][x] == col[r][c];
                                    if (hit) doomed[y][x] = true;
                                }
                        }
                }
                long long sum = 0;
                for (int r = 0; r < n; r++)
                    for (int c = 0; c < m; c++)
                        if (doomed[r][c]) sum += col[r][c], col[r][c] = 0, sp[r][c] = 0;
                score += round * sum;
                // Gravity: each column compacts downward.
                for (int c = 0; c < m; c++) {
                    int to = n - 1;
                    for (int r = n - 1; r >= 0; r--)
                        if (col[r][c]) {
                            int colour = col[r][c], special = sp[r][c];
                            col[r][c] = 0;
#ifndef PLANTED
                            sp[r][c] = 0;
#endif
                            col[to][c] = colour;
#ifndef PLANTED
                            sp[to][c] = special;
#else
                            (void)special;
#endif
                            to--;
                        }
                }
            }
            score += 80LL * (round - 1) * (round - 1);
            if (mains.size() == 5) {
                long long best = 0;
                for (int mask = 0; mask < 32; mask++) {
                    vector<int> pick;
                    bool ok = true;
                    for (int i = 0; i < 5; i++) {
                        int bit = mask >> i & 1;
                        if (bit >= (int)mains[i].size()) { ok = false; break; }
                        pick.push_back(mains[i][bit]);
                    }
                    if (ok) best = max(best, handScore(pick));
                }
                score += best;
                mains.clear();
            }
        }
#ifndef NO_TRACE
        fprintf(stderr, "$ op %d\n$ score %lld\n$ grid\n", op, score);
        for (auto &row : col) { fprintf(stderr, "$"); for (int x : row) fprintf(stderr, " %d", x); fprintf(stderr, "\n"); }
        fprintf(stderr, "$ special\n");
        for (auto &row : sp) { fprintf(stderr, "$"); for (int x : row) fprintf(stderr, " %d", x); fprintf(stderr, "\n"); }
#endif
    }
    bool empty = true;
    for (auto &row : col) for (int x : row) if (x) empty = false;
    score += (allValid ? 1000 : 0) + (empty ? 10000 : 0);
#ifndef NO_TRACE
    fprintf(stderr, "$ end\n$ score %lld\n", score);
#endif
    printf("%lld\n", score);
}
