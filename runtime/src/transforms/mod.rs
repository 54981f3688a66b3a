//! The transforms layer: changing IR. [`builder`] holds the [`builder::OpBuilder`] (creating ops
//! at an insertion point), [`rewrite`] holds the patterns and the greedy
//! pattern-and-fold driver (canonicalization), [`fold`] the constant-folding helpers folders
//! use, [`region_simplify`] the unreachable-block and dead-value elimination the driver runs
//! between iterations.

pub mod builder;
pub mod fold;
pub mod region_simplify;
pub mod rewrite;
