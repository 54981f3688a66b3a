//! The core IR layer: the [`Context`](context::Context) and its interners, builtin types and
//! attributes, affine maps, operations/blocks/regions/values in arenas, the registry of
//! dialects and ops, and located diagnostics. Everything else builds on this layer; the IR
//! structure itself ([`ops`]) is re-exported here (`ods_runtime::ir::Op`, ...).

pub mod affine;
pub mod affine_simplify;
pub mod attributes;
pub mod builtin_ops;
pub mod context;
pub mod defs;
pub mod diagnostics;
pub mod encoding;
pub mod entity;
pub mod marks;
pub mod ops;
pub mod registry;
pub mod stack;
pub mod types;

pub use ops::{
    Block, BlockData, BlockOps, BlockUses, CloneMap, IrArena, Op, Operand, OperandRef,
    OperationData, OperationState, Properties, Region, RegionBlocks, RegionData, SuccessorRef,
    Uses, Value, ValueData, ValueDef,
};
