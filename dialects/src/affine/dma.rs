//! `affine.dma_start` and `affine.dma_wait`: their hand-written forms as upstream (each memref
//! followed by an affine subscript of SSA ids, whose maps are the discardable attributes
//! `src_map`, `dst_map` and `tag_map`; the element count; for `dma_start` an optional stride
//! pair; the memref types; no attribute dictionary is read or printed), their verifiers in
//! mlir-opt's order, the memory effects of `dma_start` (reads its source and tag, writes its
//! destination; `dma_wait` declares none, so its effects are unknown, as upstream's), and
//! their folds (a `memref.cast` of a ranked memref feeding an operand is skipped).
//!
//! Where mlir-opt crashes on a generic op whose maps are missing or whose operands run short,
//! these verifiers report `requires attribute '<name>'` or `incorrect number of operands`.

use ods_runtime::analysis::effects::{Effect, EffectKind};
use ods_runtime::analysis::verifier::op_error;
use ods_runtime::ir::affine::AffineMap;
use ods_runtime::ir::attributes::AttrKind;
use ods_runtime::ir::diagnostics::Diagnostic;
use ods_runtime::ir::registry::FoldResult;
use ods_runtime::ir::types::TypeKind;
use ods_runtime::ir::OperationState;
use ods_runtime::ods::hooks::{CustomAssembly, FoldMulti, MemoryEffectsOpInterface, Verify};
use ods_runtime::text::parser::ops::{Delimiter, UnresolvedOperand};
use ods_runtime::text::parser::OpAsmParser;
use ods_runtime::text::printer::affine::affine_results_with_names;
use ods_runtime::text::printer::OpAsmPrinter;
use ods_runtime::{Attribute, Context, Op, Value};

use super::{map_of, operands, validity, DmaStartOp, DmaWaitOp};

/// The names of the maps of `affine.dma_start`, in operand order.
const START_MAPS: [&str; 3] = ["src_map", "dst_map", "tag_map"];

/// The number of inputs of `op`'s map `name`.
fn inputs(ctx: &Context, op: Op, name: &str) -> Option<usize> {
    map_of(ctx, op, name).map(|m| (m.num_dims + m.num_symbols) as usize)
}

/// Parses `%memref[subscripts]`, recording the subscript map as `name`.
fn parse_accessed(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    name: &str,
) -> Result<(UnresolvedOperand, Vec<UnresolvedOperand>), Diagnostic> {
    let memref = p.parse_operand(true)?;
    let (map, ops) = p.parse_affine_map_of_ssa_ids(true)?;
    let a = p.ctx().intern_attr(AttrKind::AffineMap(map));
    p.add_attribute(st, name, a);
    Ok((memref, ops))
}

/// Prints `%memref[subscripts]` with the map `name` over `indices`.
fn print_accessed(p: &mut OpAsmPrinter<'_, '_>, op: Op, name: &str, memref: Value, idx: &[Value]) {
    p.print_operand(memref);
    p.write("[");
    let ctx = p.ctx();
    if let Some(map) = map_of(ctx, op, name).cloned() {
        let split = (map.num_dims as usize).min(idx.len());
        let dims: Vec<String> = idx[..split].iter().map(|&v| p.value_name(v)).collect();
        let syms: Vec<String> = idx[split..].iter().map(|&v| p.value_name(v)).collect();
        p.write(&affine_results_with_names(&map, &dims, &syms));
    }
    p.write("]");
}

/// Whether `v` has a memref type.
fn is_memref(ctx: &Context, v: Value) -> bool {
    matches!(ctx.type_kind(ctx.ir.value_type(v)), TypeKind::MemRef { .. })
}

/// The operand positions of a `dma_start` whose maps are known: where each memref is.
fn start_layout(ctx: &Context, op: Op) -> Option<[usize; 3]> {
    let [s, d, _] = START_MAPS.map(|n| inputs(ctx, op, n));
    let dst = 1 + s?;
    Some([0, dst, dst + 1 + d?])
}

impl CustomAssembly for DmaStartOp {
    /// `%src[..], %dst[..], %tag[..], %n (, %stride, %per_stride)? : src-type, dst-type,
    /// tag-type`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let (src, src_idx) = parse_accessed(p, st, "src_map")?;
        p.parse_comma()?;
        let (dst, dst_idx) = parse_accessed(p, st, "dst_map")?;
        p.parse_comma()?;
        let (tag, tag_idx) = parse_accessed(p, st, "tag_map")?;
        p.parse_comma()?;
        let num = p.parse_operand(true)?;
        let mut stride = Vec::new();
        if p.parse_optional_comma() {
            p.parse_operand_list(&mut stride, Delimiter::None, true, None)?;
        }
        if !stride.is_empty() && stride.len() != 2 {
            let at = p.name_loc();
            return Err(p.emit_error(at, "expected two stride related operands"));
        }
        let types = p.parse_colon_type_list()?;
        if types.len() != 3 {
            let at = p.name_loc();
            return Err(p.emit_error(at, "expected three types"));
        }
        let index = p.ctx().common.index;
        p.resolve_operand(&src, types[0], &mut st.operands)?;
        p.resolve_operands_same_type(&src_idx, index, &mut st.operands)?;
        p.resolve_operand(&dst, types[1], &mut st.operands)?;
        p.resolve_operands_same_type(&dst_idx, index, &mut st.operands)?;
        p.resolve_operand(&tag, types[2], &mut st.operands)?;
        p.resolve_operands_same_type(&tag_idx, index, &mut st.operands)?;
        p.resolve_operand(&num, index, &mut st.operands)?;
        p.resolve_operands_same_type(&stride, index, &mut st.operands)?;
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let ops = operands(ctx, op);
        let Some(at) = start_layout(ctx, op) else {
            return;
        };
        let tag_end = at[2] + 1 + inputs(ctx, op, "tag_map").unwrap_or(0);
        if ops.len() <= tag_end {
            return;
        }
        p.write(" ");
        for (k, name) in START_MAPS.iter().enumerate() {
            let end = if k < 2 { at[k + 1] } else { tag_end };
            print_accessed(p, op, name, ops[at[k]], &ops[at[k] + 1..end]);
            p.write(", ");
        }
        p.print_operand(ops[tag_end]);
        if ops.len() > tag_end + 1 {
            p.write(", ");
            p.print_operands(ops[tag_end + 1..].iter().copied());
        }
        p.write(" : ");
        let ctx = p.ctx();
        let types: Vec<_> = at.iter().map(|&i| ctx.ir.value_type(ops[i])).collect();
        p.print_types(types);
    }
}

/// The `index`-type and valid-dimension checks of one subscript group, with `what` naming it
/// (`"src index"`, `"index"`) and `of` the op (`" to dma_start"`).
fn verify_indices(
    ctx: &Context,
    op: Op,
    indices: &[Value],
    prefix: &str,
    of: &str,
) -> Result<(), Diagnostic> {
    let index = ctx.common.index;
    for &v in indices {
        if ctx.ir.value_type(v) != index {
            return Err(op_error(
                ctx,
                op,
                &format!("{prefix}index{of} must have 'index' type"),
            ));
        }
        if !validity::is_valid_dim(ctx, v) {
            return Err(op_error(
                ctx,
                op,
                &format!("{prefix}index must be a valid dimension or symbol identifier"),
            ));
        }
    }
    Ok(())
}

/// The map `name` of `op`, or the error of a missing one.
fn required_map<'c>(ctx: &'c Context, op: Op, name: &str) -> Result<&'c AffineMap, Diagnostic> {
    map_of(ctx, op, name).ok_or_else(|| op_error(ctx, op, &format!("requires attribute '{name}'")))
}

impl Verify for DmaStartOp {
    /// Three memrefs, as many operands as the maps' inputs plus four or six, and subscripts
    /// of `index` values that are valid dimensions or symbols.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let ops = operands(ctx, op);
        let count = || op_error(ctx, op, "incorrect number of operands");
        let mut n = [0usize; 3];
        for (k, name) in START_MAPS.iter().enumerate() {
            let m = required_map(ctx, op, name)?;
            n[k] = (m.num_dims + m.num_symbols) as usize;
        }
        let at = [0, 1 + n[0], 2 + n[0] + n[1]];
        let what = ["source", "destination", "tag"];
        for k in 0..3 {
            let v = *ops.get(at[k]).ok_or_else(count)?;
            if !is_memref(ctx, v) {
                return Err(op_error(
                    ctx,
                    op,
                    &format!("expected DMA {} to be of memref type", what[k]),
                ));
            }
        }
        let all = n[0] + n[1] + n[2];
        if ops.len() != all + 4 && ops.len() != all + 6 {
            return Err(count());
        }
        for (k, prefix) in ["src ", "dst ", "tag "].iter().enumerate() {
            let idx = &ops[at[k] + 1..at[k] + 1 + n[k]];
            verify_indices(ctx, op, idx, prefix, " to dma_start")?;
        }
        Ok(())
    }
}

impl MemoryEffectsOpInterface for DmaStartOp {
    /// Reads the source, writes the destination, reads the tag.
    fn memory_effects(self, ctx: &Context, effects: &mut Vec<Effect>) {
        let op = self.op();
        let Some(at) = start_layout(ctx, op) else {
            return;
        };
        let kinds = [EffectKind::Read, EffectKind::Write, EffectKind::Read];
        for (k, &i) in at.iter().enumerate() {
            if i < ctx.ir.num_operands(op) {
                let v = ctx.ir.operand(op, i);
                effects.push(Effect::new(kinds[k], op, Some(v)));
            }
        }
    }
}

impl CustomAssembly for DmaWaitOp {
    /// `%tag[subscripts], %n : tag-type`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let (tag, tag_idx) = parse_accessed(p, st, "tag_map")?;
        p.parse_comma()?;
        let num = p.parse_operand(true)?;
        let ty = p.parse_colon_type()?;
        let index = p.ctx().common.index;
        p.resolve_operand(&tag, ty, &mut st.operands)?;
        p.resolve_operands_same_type(&tag_idx, index, &mut st.operands)?;
        p.resolve_operand(&num, index, &mut st.operands)?;
        if !matches!(p.ctx().type_kind(ty), TypeKind::MemRef { .. }) {
            let at = p.name_loc();
            return Err(p.emit_error(at, "expected tag to be of memref type"));
        }
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let ops = operands(ctx, op);
        let n = inputs(ctx, op, "tag_map").unwrap_or(0);
        if ops.len() < n + 2 {
            return;
        }
        p.write(" ");
        print_accessed(p, op, "tag_map", ops[0], &ops[1..1 + n]);
        p.write(", ");
        p.print_operand(ops[1 + n]);
        p.write(" : ");
        let ctx = p.ctx();
        p.print_type(ctx.ir.value_type(ops[0]));
    }
}

impl Verify for DmaWaitOp {
    /// A memref tag, and subscripts of `index` values that are valid dimensions or symbols.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let ops = operands(ctx, op);
        let tag = ops.first().copied();
        if !tag.is_some_and(|v| is_memref(ctx, v)) {
            return Err(op_error(ctx, op, "expected DMA tag to be of memref type"));
        }
        let n = (required_map(ctx, op, "tag_map")?.num_dims
            + required_map(ctx, op, "tag_map")?.num_symbols) as usize;
        let idx = ops
            .get(1..1 + n)
            .ok_or_else(|| op_error(ctx, op, "incorrect number of operands"))?;
        verify_indices(ctx, op, idx, "", " to dma_wait")
    }
}

impl FoldMulti for DmaStartOp {
    /// MLIR's `foldMemRefCast`: operands read through a `memref.cast` of a ranked memref.
    fn fold(self, ctx: &mut Context, _: &[Option<Attribute>], _: &mut Vec<FoldResult>) -> bool {
        crate::memref::fold_memref_cast(ctx, self.op(), None)
    }
}

impl FoldMulti for DmaWaitOp {
    /// MLIR's `foldMemRefCast`: operands read through a `memref.cast` of a ranked memref.
    fn fold(self, ctx: &mut Context, _: &[Option<Attribute>], _: &mut Vec<FoldResult>) -> bool {
        crate::memref::fold_memref_cast(ctx, self.op(), None)
    }
}
