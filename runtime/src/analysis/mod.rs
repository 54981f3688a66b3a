//! The analysis layer: facts about IR that transformations and the verifier rely on, computed
//! without changing it: the [`verifier`] (structure, dominance, per-op hooks), memory
//! [`effects`], control flow between blocks ([`cfg`](mod@cfg): branch operands, predecessors,
//! reachability), dominator trees ([`domtree`]), structural equivalence of ops
//! ([`equivalence`]), [`loops`] (loop-like ops), [`region_branch`] (control flow between an
//! op's regions), [`symbols`] (symbol tables, visibility and symbol uses), and calls
//! ([`calls`]: call and callable interfaces, the call graph).

pub mod calls;
pub mod cfg;
pub mod domtree;
pub mod effects;
pub mod equivalence;
pub mod loops;
pub mod region_branch;
pub mod symbols;
pub mod verifier;
