//! The `bufferization` dialect: generated from `ods/bufferization.ods`, plus the hand-written
//! hooks it names: the custom form of `bufferization.alloc_tensor`, the check that a tensor
//! and its buffer agree (`TensorAndBufferMatch`), the verifiers of `alloc_tensor`,
//! `materialize_in_destination` and `dealloc` with mlir-opt's messages, the memory effects of
//! `materialize_in_destination` (a write to a memref destination, none otherwise) and the
//! result types of `dealloc` (one `i1` per retained memref), and the dialect's checks of the
//! discardable attributes named after it (`bufferization.writable`, `bufferization.access`,
//! `bufferization.buffer_layout` on function arguments, `bufferization.manual_deallocation`
//! on ops).

include!(concat!(env!("OUT_DIR"), "/bufferization.rs"));

mod patterns;

use ods_runtime::analysis::effects::has_effect;
use ods_runtime::analysis::effects::{Effect, EffectKind};
use ods_runtime::analysis::verifier::{
    error_on, op_error, op_loc, preceded_by, DialectAttrVerifier,
};
use ods_runtime::ir::attributes::AttrKind;
use ods_runtime::ir::context::Symbol;
use ods_runtime::ir::diagnostics::Diagnostic;
use ods_runtime::ir::types::DYNAMIC;
use ods_runtime::ir::OperationState;
use ods_runtime::ods::access::state_slots;
use ods_runtime::ods::hooks::{
    CustomAssembly, InferTypeOpInterface, MemoryEffectsOpInterface, Verify,
};
use ods_runtime::ods::preds::{dense_int_array, dense_int_values, is_tensor};
use ods_runtime::text::parser::ops::{Delimiter, UnresolvedOperand};
use ods_runtime::text::parser::OpAsmParser;
use ods_runtime::text::printer::OpAsmPrinter;
use ods_runtime::{Attribute, Context, Op, Type};

// ------------------------------------------------------------------------------------------
// Tensors and their buffers
// ------------------------------------------------------------------------------------------

/// The shape of a tensor or memref type; empty when it is unranked (MLIR's `getShape` of an
/// unranked type, which `typesMatchAfterBufferization` compares as it is).
fn shape_or_empty(ctx: &Context, ty: Type) -> &[i64] {
    ctx.shape(ty).unwrap_or(&[])
}

/// `TensorAndBufferMatch` on `to_tensor` and `to_buffer`: the tensor (operand or result)
/// and the buffer have the same shape and element type. As upstream, the mismatch is
/// reported on its own (`shapes do not match`, `element types do not match`) before the
/// trait's `failed to verify that specified tensor and buffer types match`.
pub fn verify_tensor_and_buffer_match(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let (Some(a), Some(b)) = (ctx.ir.operands(op).next(), ctx.ir.results(op).next()) else {
        return Ok(());
    };
    let (a, b) = (ctx.ir.value_type(a), ctx.ir.value_type(b));
    let detail = if shape_or_empty(ctx, a) != shape_or_empty(ctx, b) {
        "shapes do not match"
    } else if ctx.element_type(a) != ctx.element_type(b) {
        "element types do not match"
    } else {
        return Ok(());
    };
    Err(preceded_by(
        op_error(
            ctx,
            op,
            "failed to verify that specified tensor and buffer types match",
        ),
        error_on(ctx, op, detail),
    ))
}

// ------------------------------------------------------------------------------------------
// bufferization.alloc_tensor
// ------------------------------------------------------------------------------------------

impl CustomAssembly for AllocTensorOp {
    /// `(%sizes...) [copy(%c)] [size_hint=%h] attr-dict : tensor-type`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        p.parse_lparen()?;
        let mut sizes = Vec::new();
        p.parse_operand_list(&mut sizes, Delimiter::None, true, None)?;
        p.parse_rparen()?;
        let mut copy: Option<UnresolvedOperand> = None;
        if p.parse_optional_keyword("copy") {
            p.parse_lparen()?;
            copy = Some(p.parse_operand(true)?);
            p.parse_rparen()?;
        }
        let mut hint: Option<UnresolvedOperand> = None;
        if p.parse_optional_keyword("size_hint") {
            p.parse_equal()?;
            hint = Some(p.parse_operand(true)?);
        }
        p.parse_optional_attr_dict(st)?;
        p.parse_colon()?;
        let loc = p.current_location();
        let ty = p.parse_type()?;
        if !is_tensor(p.ctx(), ty) {
            return Err(p.emit_error(loc, "invalid kind of type specified"));
        }
        st.result_types.push(ty);
        let index = p.ctx().common.index;
        p.resolve_operands_same_type(&sizes, index, &mut st.operands)?;
        if let Some(c) = &copy {
            p.resolve_operand(c, ty, &mut st.operands)?;
        }
        if let Some(h) = &hint {
            p.resolve_operand(h, index, &mut st.operands)?;
        }
        let segments = [
            sizes.len() as i64,
            i64::from(copy.is_some()),
            i64::from(hint.is_some()),
        ];
        let a = dense_int_array(p.ctx(), 32, &segments);
        p.set_property(st, "operandSegmentSizes", a);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let sizes = self.dynamic_sizes(ctx);
        let copy = self.copy(ctx);
        let hint = self.size_hint(ctx);
        let ty = ctx.ir.results(op).next().map(|v| ctx.ir.value_type(v));
        p.write("(");
        p.print_operands(sizes);
        p.write(")");
        if let Some(c) = copy {
            p.write(" copy(");
            p.print_operand(c);
            p.write(")");
        }
        if let Some(h) = hint {
            p.write(" size_hint=");
            p.print_operand(h);
        }
        p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
        p.write(" : ");
        if let Some(t) = ty {
            p.print_type(t);
        }
    }
}

impl Verify for AllocTensorOp {
    /// No sizes with `copy`, else one size per dynamic dimension; `copy` typed as the result.
    /// As upstream, the `copy` checks report without the `'name' op` prefix.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let copy = self.copy(ctx);
        let sizes = self.dynamic_sizes(ctx).len();
        if copy.is_some() && sizes != 0 {
            return Err(error_on(
                ctx,
                op,
                "dynamic sizes not needed when copying a tensor",
            ));
        }
        let ty = ctx.ir.value_type(self.result(ctx));
        if copy.is_none() {
            let dynamic = shape_or_empty(ctx, ty)
                .iter()
                .filter(|&&d| d == DYNAMIC)
                .count();
            if dynamic != sizes {
                return Err(op_error(
                    ctx,
                    op,
                    &format!("incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"),
                ));
            }
        }
        match copy {
            Some(c) if ctx.ir.value_type(c) != ty => Err(error_on(
                ctx,
                op,
                "expected that `copy` and return type match",
            )),
            _ => Ok(()),
        }
    }
}

// ------------------------------------------------------------------------------------------
// bufferization.materialize_in_destination
// ------------------------------------------------------------------------------------------

/// Whether `ty` is a ranked or unranked memref (MLIR's `BaseMemRefType`).
fn is_memref(ctx: &Context, ty: Type) -> bool {
    crate::memref::is_base_memref(ctx, ty)
}

impl Verify for MaterializeInDestinationOp {
    /// A tensor destination gives one result of its type, a memref destination none and
    /// needs `writable`; `restrict` only with a memref; source and destination shapes agree.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let err = |m: &str| Err(op_error(ctx, op, m));
        let dest = ctx.ir.value_type(self.dest(ctx));
        let results: Vec<Type> = ctx.ir.results(op).map(|v| ctx.ir.value_type(v)).collect();
        let memref_dest = is_memref(ctx, dest);
        if !is_tensor(ctx, dest) && !memref_dest {
            return err("'dest' must be a tensor or a memref");
        }
        if is_tensor(ctx, dest) {
            if results.len() != 1 {
                return err("tensor 'dest' implies exactly one tensor result");
            }
            if results[0] != dest {
                return err("result and 'dest' types must match");
            }
        }
        if memref_dest && !results.is_empty() {
            return err("memref 'dest' implies zero results");
        }
        if self.restrict(ctx) && !memref_dest {
            return err("'restrict' is valid only for memref destinations");
        }
        if self.writable(ctx) != memref_dest {
            return err(
                "'writable' must be specified if and only if the destination is of memref type",
            );
        }
        let src = ctx.ir.value_type(self.source(ctx));
        match (ctx.shape(src), ctx.shape(dest)) {
            (None, None) => Ok(()),
            (Some(s), Some(d)) => {
                if s.len() != d.len() {
                    return err("rank mismatch between source and destination shape");
                }
                let clash = s
                    .iter()
                    .zip(d)
                    .any(|(&a, &b)| a != DYNAMIC && b != DYNAMIC && a != b);
                if clash {
                    return err("source/destination shapes are incompatible");
                }
                Ok(())
            }
            _ => err("source/destination shapes are incompatible"),
        }
    }
}

impl MemoryEffectsOpInterface for MaterializeInDestinationOp {
    /// A write to the destination when it is a memref; nothing when it is a tensor.
    fn memory_effects(self, ctx: &Context, effects: &mut Vec<Effect>) {
        let dest = self.dest(ctx);
        if is_memref(ctx, ctx.ir.value_type(dest)) {
            effects.push(Effect::new(EffectKind::Write, self.op(), Some(dest)));
        }
    }
}

// ------------------------------------------------------------------------------------------
// bufferization.dealloc
// ------------------------------------------------------------------------------------------

impl InferTypeOpInterface for DeallocOp {
    /// One `i1` per retained memref (the third operand group).
    fn infer_return_types(
        ctx: &mut Context,
        state: &OperationState,
    ) -> Result<Vec<Type>, Diagnostic> {
        let slot = Self::PROPERTY_NAMES
            .iter()
            .position(|&n| n == "operandSegmentSizes");
        let retained = slot
            .and_then(|i| state_slots(state).get(i).copied().flatten())
            .map(|a| dense_int_values(ctx, a))
            .and_then(|sizes| sizes.get(2).copied())
            .unwrap_or(0);
        let i1 = ctx.common.i1;
        Ok(vec![i1; retained.max(0) as usize])
    }
}

impl Verify for DeallocOp {
    /// One condition per memref, one result per retained memref.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        if self.memrefs(ctx).len() != self.conditions(ctx).len() {
            return Err(op_error(
                ctx,
                op,
                "must have the same number of conditions as memrefs to deallocate",
            ));
        }
        if self.retained(ctx).len() != ctx.ir.num_results(op) {
            return Err(op_error(
                ctx,
                op,
                "must have the same number of updated conditions (results) as retained operands",
            ));
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// Discardable attributes of the dialect
// ------------------------------------------------------------------------------------------

/// The dialect's checks of the attributes named after it.
static ATTR_VERIFIER: DialectAttrVerifier = DialectAttrVerifier {
    operation: Some(verify_op_attribute),
    region_arg: Some(verify_region_arg_attribute),
};

/// Attaches the dialect's attribute checks in `ctx` (named among the dialect's dependent
/// dialects in `ods/bufferization.ods`, so that its generated `register` runs it).
pub fn register_attr_checks(ctx: &mut Context) {
    ctx.add_dialect_interface("bufferization", &ATTR_VERIFIER);
}

/// An error at `op` without the `'name' op` prefix (MLIR's `op->emitError()`).
fn plain_error(ctx: &Context, op: Op, msg: String) -> Diagnostic {
    Diagnostic::error(op_loc(ctx, op), msg)
}

/// `bufferization.manual_deallocation` is allowed on ops that allocate or free; no other
/// attribute of the dialect is allowed on ops.
fn verify_op_attribute(
    ctx: &Context,
    op: Op,
    name: Symbol,
    _value: Attribute,
) -> Result<(), Diagnostic> {
    let name = ctx.str(name);
    if name == "bufferization.manual_deallocation" {
        if has_effect(ctx, op, EffectKind::Allocate) || has_effect(ctx, op, EffectKind::Free) {
            return Ok(());
        }
        return Err(op_error(
            ctx,
            op,
            "attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect",
        ));
    }
    Err(plain_error(
        ctx,
        op,
        format!(
            "attribute '\"{name}\"' not supported as an op attribute by the bufferization dialect"
        ),
    ))
}

/// The function argument attributes of the dialect: `writable` (a boolean, not on external
/// functions), `access` (`"none"`, `"read"`, `"write"` or `"read-write"`) and
/// `buffer_layout` (a memref layout). Only function-like ops call this.
fn verify_region_arg_attribute(
    ctx: &Context,
    op: Op,
    _region: usize,
    _arg: usize,
    name: Symbol,
    value: Attribute,
) -> Result<(), Diagnostic> {
    let err = |m: &str| Err(plain_error(ctx, op, m.to_string()));
    match ctx.str(name) {
        "bufferization.writable" => {
            if !matches!(ctx.attr_kind(value), AttrKind::Bool(_)) {
                return err("'bufferization.writable' is expected to be a boolean attribute");
            }
            let external = ctx
                .ir
                .op(op)
                .regions
                .first()
                .is_none_or(|&r| ctx.ir.first_block(r).is_none());
            if external {
                return err("'bufferization.writable' is invalid on external functions");
            }
            Ok(())
        }
        "bufferization.access" => match ctx.attr_kind(value) {
            AttrKind::String { value, .. } if matches!(&value[..], b"none" | b"read" | b"write" | b"read-write") => {
                Ok(())
            }
            AttrKind::String { .. } => err("invalid value for 'bufferization.access'"),
            _ => err("'bufferization.access' is expected to be a string attribute"),
        },
        "bufferization.buffer_layout" => match ctx.attr_kind(value) {
            AttrKind::AffineMap(_) | AttrKind::Strided { .. } => Ok(()),
            _ => err("'bufferization.buffer_layout' is expected to be a memref layout attribute"),
        },
        // upstream names `buffer_layout` here whatever the attribute is
        _ => err(
            "attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect",
        ),
    }
}

inline_everything!(
    BufferizationDialect,
    "MLIR's `BufferizationInlinerInterface`: every op of the dialect may be inlined, and any region into the regions of its ops.",
    regions
);
