//! `memref.dma_start`: its hand-written form (as upstream: the three memrefs with their
//! indices, the element count, an optional stride pair, and the three memref types; no
//! attribute dictionary is read, though one is printed), its verifier, which finds the
//! operand groups from the memref ranks in mlir-opt's order. Its memory effects are unknown,
//! as upstream's (whose `getEffects` is not the `MemoryEffectOpInterface` method).

use super::{memref_rank_of, DmaStartOp};
use ods_runtime::analysis::verifier::op_error;
use ods_runtime::ir::diagnostics::Diagnostic;
use ods_runtime::ir::OperationState;
use ods_runtime::ods::hooks::{CustomAssembly, Verify};
use ods_runtime::text::parser::ops::Delimiter;
use ods_runtime::text::parser::OpAsmParser;
use ods_runtime::text::printer::OpAsmPrinter;
use ods_runtime::{Context, Type, Value};

/// The operand layout of a well-formed `memref.dma_start`: where the destination, the
/// element count and the tag are, and whether a stride pair ends the list.
struct DmaLayout {
    dst: usize,
    num: usize,
    tag: usize,
    strided: bool,
}

/// The layout of `operands`, found from the memref ranks (`None` when a memref is missing
/// or the count is wrong).
fn dma_layout(ctx: &Context, operands: &[Value]) -> Option<DmaLayout> {
    let rank = |i: usize| {
        operands
            .get(i)
            .and_then(|&v| memref_rank_of(ctx, ctx.ir.value_type(v)))
    };
    let dst = 1 + rank(0)?;
    let num = dst + 1 + rank(dst)?;
    let tag = num + 1;
    let end = tag + 1 + rank(tag)?;
    if operands.len() != end && operands.len() != end + 2 {
        return None;
    }
    Some(DmaLayout {
        dst,
        num,
        tag,
        strided: operands.len() != end,
    })
}

/// Prints `%m[%i, ...]`.
fn print_indexed(p: &mut OpAsmPrinter<'_, '_>, memref: Value, indices: &[Value]) {
    p.print_operand(memref);
    p.write("[");
    for (i, &v) in indices.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(v);
    }
    p.write("]");
}

impl CustomAssembly for DmaStartOp {
    /// `%src[..], %dst[..], %n, %tag[..] (, %stride, %per_stride)? : src-type, dst-type,
    /// tag-type`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let mut lists: [Vec<_>; 3] = Default::default();
        let src = p.parse_operand(true)?;
        p.parse_operand_list(&mut lists[0], Delimiter::Square, true, None)?;
        p.parse_comma()?;
        let dst = p.parse_operand(true)?;
        p.parse_operand_list(&mut lists[1], Delimiter::Square, true, None)?;
        p.parse_comma()?;
        let num = p.parse_operand(true)?;
        p.parse_comma()?;
        let tag = p.parse_operand(true)?;
        p.parse_operand_list(&mut lists[2], Delimiter::Square, true, None)?;
        let mut stride = Vec::new();
        if p.parse_optional_comma() {
            p.parse_operand_list(&mut stride, Delimiter::None, true, None)?;
        }
        if !stride.is_empty() && stride.len() != 2 {
            let at = p.name_loc();
            return Err(p.emit_error(at, "expected two stride related operands"));
        }
        let types: Vec<Type> = p.parse_colon_type_list()?;
        if types.len() != 3 {
            let at = p.name_loc();
            return Err(p.emit_error(at, "fewer/more types expected"));
        }
        let index = p.ctx().common.index;
        let ops = &mut st.operands;
        p.resolve_operand(&src, types[0], ops)?;
        p.resolve_operands_same_type(&lists[0], index, ops)?;
        p.resolve_operand(&dst, types[1], ops)?;
        p.resolve_operands_same_type(&lists[1], index, ops)?;
        p.resolve_operand(&num, index, ops)?;
        p.resolve_operand(&tag, types[2], ops)?;
        p.resolve_operands_same_type(&lists[2], index, ops)?;
        p.resolve_operands_same_type(&stride, index, ops)?;
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let operands: Vec<Value> = ctx.ir.operands(op).collect();
        let Some(l) = dma_layout(ctx, &operands) else {
            // not a valid op: the verifier rejects it before it is printed in this form
            return;
        };
        let ty = |v: Value| ctx.ir.value_type(v);
        let types = [ty(operands[0]), ty(operands[l.dst]), ty(operands[l.tag])];
        let tag_end = if l.strided {
            operands.len() - 2
        } else {
            operands.len()
        };
        p.write(" ");
        print_indexed(p, operands[0], &operands[1..l.dst]);
        p.write(", ");
        print_indexed(p, operands[l.dst], &operands[l.dst + 1..l.num]);
        p.write(", ");
        p.print_operand(operands[l.num]);
        p.write(", ");
        print_indexed(p, operands[l.tag], &operands[l.tag + 1..tag_end]);
        if l.strided {
            p.write(", ");
            p.print_operand(operands[tag_end]);
            p.write(", ");
            p.print_operand(operands[tag_end + 1]);
        }
        p.print_optional_attr_dict(op, &[]);
        p.write(" : ");
        for (i, t) in types.into_iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(t);
        }
    }
}

impl Verify for DmaStartOp {
    /// Walks the operands as mlir-opt does: the source memref and its index operands, the
    /// destination and its indices, the element count, the tag and its indices, then either
    /// nothing or a stride pair, each checked for its type in turn.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let operands: Vec<Value> = ctx.ir.operands(op).collect();
        let n = operands.len();
        let err = |m: &str| Err(op_error(ctx, op, m));
        let ty = |i: usize| ctx.ir.value_type(operands[i]);
        let index = ctx.common.index;
        let all_index = |r: std::ops::Range<usize>| r.into_iter().all(|i| ty(i) == index);
        if n < 4 {
            return err("expected at least 4 operands");
        }
        let Some(src_rank) = memref_rank_of(ctx, ty(0)) else {
            return err("expected source to be of memref type");
        };
        if n < src_rank + 4 {
            return err(&format!("expected at least {} operands", src_rank + 4));
        }
        if !all_index(1..1 + src_rank) {
            return err("expected source indices to be of index type");
        }
        let dst = 1 + src_rank;
        let Some(dst_rank) = memref_rank_of(ctx, ty(dst)) else {
            return err("expected destination to be of memref type");
        };
        let mut expected = src_rank + dst_rank + 4;
        if n < expected {
            return err(&format!("expected at least {expected} operands"));
        }
        if !all_index(dst + 1..dst + 1 + dst_rank) {
            return err("expected destination indices to be of index type");
        }
        let num = dst + 1 + dst_rank;
        if ty(num) != index {
            return err("expected num elements to be of index type");
        }
        let Some(tag_rank) = memref_rank_of(ctx, ty(num + 1)) else {
            return err("expected tag to be of memref type");
        };
        expected += tag_rank;
        if n < expected {
            return err(&format!("expected at least {expected} operands"));
        }
        if !all_index(num + 2..num + 2 + tag_rank) {
            return err("expected tag indices to be of index type");
        }
        if n != expected && n != expected + 2 {
            return err("incorrect number of operands");
        }
        if n != expected && (ty(n - 2) != index || ty(n - 1) != index) {
            return err("expected stride and num elements per stride to be of type index");
        }
        Ok(())
    }
}
