//! The analysis layer: facts about IR that transformations and the verifier rely on, computed
//! without changing it: the [`verifier`] (structure, dominance, per-op hooks), memory
//! [`effects`], control flow between blocks ([`cfg`](mod@cfg): branch operands, predecessors,
//! reachability), dominator trees ([`domtree`]), structural equivalence of ops
//! ([`equivalence`]), and calls ([`calls`]: call and callable interfaces, symbol lookups, the
//! call graph).

pub mod calls;
pub mod cfg;
pub mod domtree;
pub mod effects;
pub mod equivalence;
pub mod verifier;
