//! The transforms layer: changing IR. [`builder`] holds the [`builder::OpBuilder`] (creating ops
//! at an insertion point), [`rewriter`] the [`rewriter::Rewriter`] (the only way patterns
//! change IR; it reports every change to the driver), [`pattern`] the typed rewrite patterns
//! and their [`pattern::PatternSet`], [`rewrite`] the greedy pattern-and-fold driver
//! (canonicalization), [`fold`] the constant-folding helpers folders use, [`region_simplify`]
//! the unreachable-block and dead-value elimination the driver runs between iterations, and
//! [`inliner`] the dialect inliner interface and the inlining of one call.

pub mod affine_operands;
pub mod builder;
pub mod fold;
pub mod inliner;
pub mod pattern;
pub mod region_simplify;
pub mod rewrite;
pub mod rewriter;
