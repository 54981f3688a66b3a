//! The analysis layer: facts about IR that transformations and the verifier rely on, computed
//! without changing it: the [`verifier`] (structure, dominance, per-op hooks), memory
//! [`effects`], and control flow between blocks ([`cfg`](mod@cfg): branch operands, predecessors,
//! reachability).

pub mod cfg;
pub mod effects;
pub mod verifier;
