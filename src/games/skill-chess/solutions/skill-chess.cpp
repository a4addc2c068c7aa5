// A contestant's solution to THUPC 2018 skill chess: the whole simulation as the official judge
// plays it (its quirks included: see the spec), with a trace of every piece after every round
// on standard error. The judge's cell and power orders are std::sort's, so they are this
// compiler's std::sort too.
// Planted bug (compiled with -DPLANTED): rabiribi cast by a piece facing down uses the cone in
// front of it, as the statement's figure shows, instead of the judge's right-facing cone.
// With -DPLANTED_VIUGANDA_TIE instead (a bug the trace tests plant): viuganda breaks a tie of
// distances by the smaller index.
// The trace is left out when compiled with -DNO_TRACE, as a problem package's copy is.
#include <algorithm>
#include <bitset>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <numeric>
#include <string>
#include <utility>
#include <vector>
using namespace std;

const int DR[4] = {-1, 1, 0, 0}, DC[4] = {0, 0, -1, 1};  // up, down, left, right
struct Piece {
    int x, y, a, b, team, d, f, z, r;
    string skill;
    long long p[3];
    int curA, curB, wait, silenced, rooted, dead;
    deque<int> expiries;
};
struct Snapshot { int x, y, d, curA, curB, dead, rooted, silenced; };

int N, M, K, R;
vector<vector<int>> obstacle;
vector<Piece> pieces;
vector<double> lnFact;

bool blocked(int x, int y) { return x < 1 || y < 1 || x > N || y > M || obstacle[x][y]; }
double lnC(int a, int b) {
    while ((int)lnFact.size() <= a) lnFact.push_back(lnFact.back() + log((double)lnFact.size()));
    return lnFact[a] - lnFact[b] - lnFact[a - b];
}
bool powerLess(double x, double y) { return x < y - 1e-8; }
void respawn(Piece &p) {
    p.curA = p.a, p.curB = p.b, p.silenced = p.rooted = p.dead = 0;
    p.expiries.clear();
}

// hupraise: a largest matching of red and blue pieces whose attacks XOR to a multiple of 3.
// Between two casts few attacks change, so the graph and the matching are kept: a changed piece
// gets its pairs recomputed and loses a partner it may no longer have, then Kuhn's augmenting
// paths start from the free red pieces (a matching with no augmenting path is a largest one).
struct Matcher {
    vector<int> red, blue, redA, blueA;  // piece indices and the attacks the graph was made for
    vector<bitset<200>> pairs;           // per red piece: the blue pieces it may pair with
    vector<int> redPartner, bluePartner; // -1 = free
    bitset<200> seen;

    bool compatible(int a, int b) { return (a ^ b) % 3 == 0; }
    bool augment(int u) {
        bitset<200> open = pairs[u] & ~seen;
        for (size_t v = open._Find_first(); v < 200; v = open._Find_next(v)) {
            if (seen[v]) continue;
            seen[v] = true;
            if (bluePartner[v] < 0 || augment(bluePartner[v])) {
                bluePartner[v] = u, redPartner[u] = v;
                return true;
            }
        }
        return false;
    }
    int count() {
        vector<int> nowRed, nowBlue;
        for (int i = 0; i < K; i++) (pieces[i].team ? nowBlue : nowRed).push_back(i);
        if (nowRed != red || nowBlue != blue) {  // a new game: start afresh
            red = nowRed, blue = nowBlue;
            redA.assign(red.size(), -1), blueA.assign(blue.size(), -1);
            pairs.assign(red.size(), {});
            redPartner.assign(red.size(), -1), bluePartner.assign(blue.size(), -1);
        }
        for (size_t v = 0; v < blue.size(); v++) {
            int a = pieces[blue[v]].curA;
            if (a == blueA[v]) continue;
            blueA[v] = a;
            for (size_t u = 0; u < red.size(); u++) pairs[u][v] = redA[u] >= 0 && compatible(redA[u], a);
            int u = bluePartner[v];
            if (u >= 0 && !pairs[u][v]) bluePartner[v] = redPartner[u] = -1;
        }
        for (size_t u = 0; u < red.size(); u++) {
            int a = pieces[red[u]].curA;
            if (a == redA[u]) continue;
            redA[u] = a;
            for (size_t v = 0; v < blue.size(); v++) pairs[u][v] = compatible(a, blueA[v]);
            int v = redPartner[u];
            if (v >= 0 && !pairs[u][v]) bluePartner[v] = redPartner[u] = -1;
        }
        // Blue pieces a failed search saw lead to no free one until the matching changes.
        int matched = 0;
        seen.reset();
        for (size_t u = 0; u < red.size(); u++) {
            if (redPartner[u] < 0 && augment(u)) seen.reset();
            matched += redPartner[u] >= 0;
        }
        return matched;
    }
} matcher;

int matching() { return matcher.count(); }

void trace(int game, int games, int round) {
#ifdef NO_TRACE
    return;
#endif
    if (games > 1) fprintf(stderr, "$ game %d round %d\n", game, round);
    else fprintf(stderr, "$ round %d\n", round);
    for (int i = 0; i < K; i++) {
        Piece &p = pieces[i];
        fprintf(stderr, "$ piece %d %d %d %d %d %d dead %d silenced %d rooted %d wait %d\n", i + 1, p.x, p.y,
                p.d, p.curA, p.curB, p.dead, p.silenced, p.rooted, p.wait);
    }
}

int main() {
    lnFact.push_back(0);
    int T;
    scanf("%d", &T);
    for (int game = 1; game <= T; game++) {
        scanf("%d %d %d %d", &N, &M, &K, &R);
        obstacle.assign(N + 2, vector<int>(M + 2, 0));
        for (int i = 1; i <= N; i++) for (int j = 1; j <= M; j++) scanf("%d", &obstacle[i][j]);
        pieces.assign(K, Piece());
        for (auto &p : pieces) {
            char name[16];
            scanf("%d %d %d %d %d %d %d %d %d %15s", &p.x, &p.y, &p.a, &p.b, &p.team, &p.d, &p.f, &p.z, &p.r, name);
            p.skill = name;
            int extras = p.skill == "onepunch" ? 2 : p.skill == "2dsaigao" ? 3 :
                         (p.skill == "rabiribi" || p.skill == "firework" || p.skill == "backward") ? 1 : 0;
            for (int e = 0; e < extras; e++) scanf("%lld", &p.p[e]);
            p.curA = p.a, p.curB = p.b, p.wait = p.f;
            p.silenced = p.rooted = p.dead = 0;
        }
        vector<vector<Snapshot>> history;  // history[h-1]: the start of round h
        int lastToolihai = -1;
        trace(game, T, 0);
        for (int H = 1; H <= R; H++) {
            for (auto &p : pieces) {  // recover
                if (p.dead > 0 && --p.dead == 0) respawn(p);
                if (p.wait > 0) p.wait--;
                if (p.silenced > 0) p.silenced--;
                if (p.rooted > 0) p.rooted--;
                while (!p.expiries.empty() && p.expiries.front() == H) {
                    p.expiries.pop_front();
                    long long v = p.p[0];
                    p.curA = max<long long>(p.curA - v, 0);
                    p.curB = min<long long>(p.curB, max<long long>(p.curA - v, 0));
                }
            }
            history.push_back({});
            for (auto &p : pieces) history.back().push_back({p.x, p.y, p.d, p.curA, p.curB, p.dead, p.rooted, p.silenced});
            for (auto &p : pieces) {  // move
                if (p.dead || p.rooted) continue;
                int nx = p.x + DR[p.d], ny = p.y + DC[p.d];
                if (blocked(nx, ny)) p.d ^= 1;
                else p.x = nx, p.y = ny;
            }
            bool skip[2] = {false, false};
            for (int i = 0; i < K; i++) {  // skills
                Piece &c = pieces[i];
                if (c.wait || c.silenced || c.dead || skip[c.team]) continue;
                c.wait = c.z;
                const string &s = c.skill;
                if (s == "toolihai") lastToolihai = i;
                else if (s == "faceking") {
                    const int turn[4] = {2, 3, 1, 0};
                    for (auto &p : pieces) if (!p.dead) p.d = turn[p.d];
                } else if (s == "onepunch") {
                    c.curA += c.p[0];
                    c.expiries.push_back(H + c.p[1]);
                } else if (s == "rabiribi") {
                    for (auto &p : pieces) {
                        int dx = p.x - c.x, dy = p.y - c.y, forward, side;
                        if (c.d == 0) forward = -dx, side = dy;
                        else if (c.d == 2) forward = -dy, side = dx;
#ifdef PLANTED
                        else if (c.d == 1) forward = dx, side = dy;
#endif
                        else forward = dy, side = dx;
                        if (forward < 1 || forward > c.p[0] || abs(side) > forward) continue;
                        int x = p.x + DR[c.d], y = p.y + DC[c.d];
                        while (true) {
                            if (x < 1) x = N;
                            else if (x > N) x = 1;
                            else if (y < 1) y = M;
                            else if (y > M) y = 1;
                            else if (obstacle[x][y]) x += DR[c.d], y += DC[c.d];
                            else break;
                        }
                        p.x = x, p.y = y;
                    }
                } else if (s == "firework") {
                    pieces[lastToolihai >= 0 ? lastToolihai : i].rooted += c.p[0];
                } else if (s == "viuganda") {
                    int best = -1, bestDistance = 0;
                    for (int pass = 0; pass < 2 && best < 0; pass++)
                        for (int j = 0; j < K; j++) {
                            Piece &p = pieces[j];
                            if (!p.dead || (p.team == c.team) != (pass == 0)) continue;
                            int distance = abs(p.x - c.x) + abs(p.y - c.y);
#ifdef PLANTED_VIUGANDA_TIE
                            bool better = pass == 0 ? distance > bestDistance : distance < bestDistance;
#else
                            bool better = pass == 0 ? distance >= bestDistance : distance <= bestDistance;
#endif
                            if (best < 0 || better) best = j, bestDistance = distance;
                        }
                    if (best >= 0) respawn(pieces[best]);
                } else if (s == "2dsaigao") {
                    const int HR[4] = {-1, 1, -1, 1}, HC[4] = {1, -1, -1, 1};
                    long long x = c.x, y = c.y, hr = HR[c.d], hc = HC[c.d];
                    for (long long step = 0; step < c.p[0]; step++) {
                        if (!blocked(x + hr, y + hc)) { x += hr, y += hc; continue; }
                        long long tr = hc, tc = -hc;
                        long long mx = (x + hr + tr + x) / 2, my = (y + hc + tc + y) / 2;
                        if (!blocked(mx, my)) x = mx, y = my, hr = tr, hc = tc;
                        else hr = tc, hc = -tc;
                    }
                    for (auto &p : pieces)
                        if (abs(p.x - x) + abs(p.y - y) <= c.p[1]) p.silenced += c.p[2];
                } else if (s == "gugugugu") {
                    skip[c.team] = true;
                } else if (s == "backward") {
                    Snapshot &b = history[H - c.p[0] - 1][i];
                    c.x = b.x, c.y = b.y, c.d = b.d, c.curA = b.curA, c.curB = b.curB;
                    c.dead = b.dead, c.rooted = b.rooted, c.silenced = b.silenced;
                } else {  // hupraise
                    printf("%d\n", matching());
                }
            }
            // Fight: std::sort by cell, then each side of a cell by power.
            vector<int> order(K);
            iota(order.begin(), order.end(), 0);
            sort(order.begin(), order.end(), [](int i, int j) {
                return make_pair(pieces[i].x, pieces[i].y) < make_pair(pieces[j].x, pieces[j].y);
            });
            for (size_t from = 0; from < order.size();) {
                size_t to = from;
                Piece &first = pieces[order[from]];
                while (to < order.size() && pieces[order[to]].x == first.x && pieces[order[to]].y == first.y) to++;
                vector<int> side[2];
                for (size_t k = from; k < to; k++)
                    if (!pieces[order[k]].dead) side[pieces[order[k]].team].push_back(order[k]);
                from = to;
                if (side[0].empty() || side[1].empty()) continue;
                for (auto &list : side)
                    sort(list.begin(), list.end(), [](int i, int j) {
                        return powerLess(lnC(pieces[i].curA, pieces[i].curB), lnC(pieces[j].curA, pieces[j].curB));
                    });
                while (!side[0].empty() && !side[1].empty()) {
                    Piece &red = pieces[side[0].back()], &blue = pieces[side[1].back()];
                    double pr = lnC(red.curA, red.curB), pb = lnC(blue.curA, blue.curB);
                    if (fabs(pr - pb) < 1e-8) {
                        red.dead = red.r, blue.dead = blue.r;
                        side[0].pop_back(), side[1].pop_back();
                        continue;
                    }
                    bool redWins = pr > pb;
                    Piece &winner = redWins ? red : blue, &loser = redWins ? blue : red;
                    winner.curA = max(winner.curA - loser.curA, 0);
                    winner.curB = max(winner.curB - loser.curA, 0);
                    loser.dead = loser.r;
                    side[redWins ? 1 : 0].pop_back();
                }
            }
            trace(game, T, H);
        }
        for (auto &p : pieces) printf("%d %d\n", p.x, p.y);
    }
}
