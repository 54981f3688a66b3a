//! `ods-runtime`: MLIR's IR and textual format, in Rust.
//!
//! The crate is organised one module per concern:
//!
//! | module | owns |
//! |---|---|
//! | [`entity`] | typed ids and the arena map they index |
//! | [`context`] | the [`Context`]: interners for strings, types and attributes, the IR arenas, the registry |
//! | [`types`] | builtin types ([`TypeKind`]) and their queries |
//! | [`attributes`] | builtin attributes ([`AttrKind`]), locations included |
//! | [`apint`], [`apfloat`] | arbitrary-width integers and MLIR's float formats |
//! | [`affine`] | affine expressions, maps and integer sets |
//! | [`ir`] | operations, blocks, regions and values, with use lists |
//! | [`registry`] | dialect and op registration: the function-pointer tables generated code fills in |
//! | [`diagnostics`] | located diagnostics in MLIR's format |
//! | [`lexer`] | the MLIR token stream |
//! | [`parser`] | the recursive-descent parser and the parser API used by custom op parsers |
//! | [`printer`] | the printer, byte-identical to `mlir-opt` |
//! | [`verifier`] | structural verification: dominance, terminators, successors, per-op hooks |
//! | [`effects`] | memory-effect queries (MLIR's `MemoryEffectOpInterface` utilities): effects of an op, effect-free, trivially dead |
//! | [`cfg`](mod@cfg) | control flow between blocks: `BranchOpInterface`, predecessors, region simplification (unreachable blocks, dead values) |
//! | [`fold`] | constant-folding helpers for `fold` hooks (MLIR's `CommonFolders.h` and attribute matchers) |
//! | [`rewrite`] | rewrite patterns and the greedy pattern-and-fold driver (canonicalization) |
//! | [`ods`] | helpers called by code generated from `.ods` files |
#![warn(missing_docs)]

pub mod affine;
pub mod apfloat;
pub mod apint;
pub mod attributes;
pub mod builtin_ops;
pub mod cfg;
pub mod context;
pub mod diagnostics;
pub mod driver;
pub mod effects;
pub mod entity;
pub mod fold;
pub mod ir;
pub mod lexer;
pub mod ods;
pub mod parser;
pub mod printer;
pub mod registry;
pub mod rewrite;
pub mod types;
pub mod verifier;

pub use attributes::{AttrKind, Attribute};
pub use context::{Context, Symbol};
pub use diagnostics::{Diagnostic, Severity};
pub use ir::{Block, Op, Region, Value};
pub use types::{Type, TypeKind};
