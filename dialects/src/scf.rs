//! The `scf` dialect: generated from `ods/scf.ods`, plus the hand-written hooks it names: the
//! custom forms of `scf.for`, `scf.forall`, `scf.forall.in_parallel`, `scf.if`,
//! `scf.parallel`, `scf.while` and `scf.execute_region` (with MLIR's implicit terminators:
//! a missing `scf.yield`, `scf.reduce` or `scf.forall.in_parallel` is created when parsing and
//! left out when printing, exactly where mlir-opt does), the case list of
//! `scf.index_switch`, the ops' verifiers, and the verifiers of the interfaces MLIR attaches
//! to them (`LoopLikeOpInterface`, `RegionBranchOpInterface`, `DestinationStyleOpInterface`),
//! with mlir-opt's messages.

include!(concat!(env!("OUT_DIR"), "/scf.rs"));

mod builders;
mod patterns;

use std::ops::Range;

use ods_runtime::analysis::effects::{ConditionallySpeculatable, Speculatability};
use ods_runtime::analysis::loops::LoopLikeOpInterface;
use ods_runtime::analysis::region_branch::{
    InvocationBounds, RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionPoint,
    RegionSuccessor,
};
use ods_runtime::analysis::verifier::{op_error, op_error_on, op_loc};
use ods_runtime::ir::attributes::AttrKind;
use ods_runtime::ir::diagnostics::Diagnostic;
use ods_runtime::ir::registry::OpTraits;
use ods_runtime::ir::types::TypeKind;
use ods_runtime::ir::{OperationState, ValueDef};
use ods_runtime::ods::hooks::{
    CanonicalizationPatterns, CustomAssembly, FoldMulti, Verify, VerifyRegions,
};
use ods_runtime::ods::preds::{dense_int_array, dense_int_values};
use ods_runtime::ods::verify::{op_attr, quoted_type};
use ods_runtime::text::parser::ops::{Argument, Delimiter, UnresolvedOperand};
use ods_runtime::text::parser::{OpAsmParser, PResult};
use ods_runtime::text::printer::OpAsmPrinter;
use ods_runtime::{Attribute, Context, Op, OpHandle, Region, Type, Value};

use crate::index_list;

/// MLIR's `ShapedType::kDynamic`: a dynamic entry of a static/dynamic index list.
const DYNAMIC: i64 = i64::MIN;

/// `DeviceMappingArrayAttr`: an array of attributes with MLIR's `DeviceMappingAttrInterface`.
/// No bundled dialect defines such an attribute, so only the empty array qualifies.
pub fn is_device_mapping_array(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Array(items) if items.is_empty())
}

// ------------------------------------------------------------------------------------------
// IR helpers
// ------------------------------------------------------------------------------------------

/// The types of `values`.
fn types_of(ctx: &Context, values: &[Value]) -> Vec<Type> {
    values.iter().map(|&v| ctx.ir.value_type(v)).collect()
}

/// The operands of `op`.
fn operands(ctx: &Context, op: Op) -> Vec<Value> {
    ctx.ir.operands(op).collect()
}

/// The results of `op`.
fn results(ctx: &Context, op: Op) -> Vec<Value> {
    ctx.ir.results(op).collect()
}

/// The entry block of region `i` of `op`, if the region exists and has a block.
fn entry_block(ctx: &Context, op: Op, i: usize) -> Option<ods_runtime::Block> {
    let r = *ctx.ir.op(op).regions.get(i)?;
    ctx.ir.first_block(r)
}

/// The last op of the entry block of region `i` of `op`.
fn entry_terminator(ctx: &Context, op: Op, i: usize) -> Option<Op> {
    ctx.ir.last_op(entry_block(ctx, op, i)?)
}

/// The full name of `op`.
fn name_of(ctx: &Context, op: Op) -> &str {
    ctx.str(ctx.ir.op(op).name)
}

/// Operand groups of an op with `operandSegmentSizes` (`n` groups); the operands are split
/// by the sizes (clamped to what the op has).
fn operand_segments(ctx: &Context, op: Op, n: usize) -> Vec<Vec<Value>> {
    let all = operands(ctx, op);
    let sizes = op_attr(ctx, op, "operandSegmentSizes")
        .map(|a| dense_int_values(ctx, a))
        .unwrap_or_default();
    let mut out = Vec::with_capacity(n);
    let mut at = 0usize;
    for i in 0..n {
        let len = sizes.get(i).copied().unwrap_or(0).max(0) as usize;
        let end = at.saturating_add(len).min(all.len());
        out.push(all[at.min(end)..end].to_vec());
        at = end;
    }
    out
}

/// The values of an `array<i64: ...>` property of `op` (empty when absent).
fn i64_array(ctx: &Context, op: Op, name: &str) -> Vec<i64> {
    op_attr(ctx, op, name)
        .map(|a| dense_int_values(ctx, a))
        .unwrap_or_default()
}

/// MLIR's `getConstantIntValue` of an SSA value (`m_ConstantInt`): the integer value of a
/// constant-like op's `value` attribute.
fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    let ValueDef::Result { op, .. } = ctx.ir.value(v).def else {
        return None;
    };
    if !ctx.op_traits(op).contains(OpTraits::CONSTANT_LIKE) {
        return None;
    }
    let a = op_attr(ctx, op, "value")?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value.to_i64().unwrap_or(value.low_u64() as i64)),
        _ => None,
    }
}

/// An error on `op` that also points at `at` with a note (MLIR's
/// `emitOpError(msg).attachNote(at->getLoc()) << note`).
fn op_error_with_note(ctx: &Context, op: Op, msg: &str, at: Op, note: &str) -> Diagnostic {
    op_error(ctx, op, msg).with_note(op_loc(ctx, at), note)
}

/// MLIR's `verifyAndGetTerminator<T>`: the last op of region `i`'s entry block when it is a
/// `T`; otherwise `message` on `op`, with the note `terminator here` at the last op when
/// there is one.
fn expect_terminator<T: OpHandle>(
    ctx: &Context,
    op: Op,
    i: usize,
    message: &str,
) -> Result<Op, Diagnostic> {
    let last = entry_terminator(ctx, op, i);
    match last {
        Some(t) if T::from_op(ctx, t).is_some() => Ok(t),
        Some(t) => Err(op_error_with_note(ctx, op, message, t, "terminator here")),
        None => Err(op_error(ctx, op, message)),
    }
}

// ------------------------------------------------------------------------------------------
// Implicit terminators
// ------------------------------------------------------------------------------------------

/// MLIR's `ensureTerminator` for `SingleBlockImplicitTerminator` ops, after parsing a region
/// in custom form: an empty region gets a block, and a last block that does not end with a
/// terminator (a registered op with the `Terminator` trait) gets a `T`, located at the op.
/// `with_region` gives the new terminator one region of one empty block (as
/// `scf.forall.in_parallel` is built).
fn ensure_terminator<T: OpHandle>(p: &mut OpAsmParser<'_, '_>, region: Region, with_region: bool) {
    p.ensure_terminator_with(region, T::NAME, |ctx, st| {
        if with_region {
            let r = ctx.ir.create_region();
            let b = ctx.ir.create_block();
            ctx.ir.append_block(r, b);
            st.regions.push(r);
        }
    });
}

// ------------------------------------------------------------------------------------------
// Parsing and printing helpers
// ------------------------------------------------------------------------------------------

/// MLIR's `parseOptionalAssignmentList`: `(%arg = %value, ...)` when the next token is `(`
/// (returns false otherwise); the region arguments go to `args`, the values to `values`.
fn parse_optional_assignment_list(
    p: &mut OpAsmParser<'_, '_>,
    args: &mut Vec<Argument>,
    values: &mut Vec<UnresolvedOperand>,
) -> PResult<bool> {
    if !p.parse_optional_lparen() {
        return Ok(false);
    }
    if p.parse_optional_rparen() {
        return Ok(true);
    }
    loop {
        args.push(p.parse_argument(false, false)?);
        p.parse_equal()?;
        values.push(p.parse_operand(true)?);
        if !p.parse_optional_comma() {
            break;
        }
    }
    if !p.parse_optional_rparen() {
        return Err(p.p.wrong_token_error("expected ',' or ')'"));
    }
    Ok(true)
}

/// MLIR's `parseAssignmentList`: the list is required (`expected '('`).
pub(crate) fn parse_required_assignment_list(
    p: &mut OpAsmParser<'_, '_>,
    args: &mut Vec<Argument>,
    values: &mut Vec<UnresolvedOperand>,
) -> PResult<()> {
    if !parse_optional_assignment_list(p, args, values)? {
        return Err(p.emit_error_here("expected '('"));
    }
    Ok(())
}

/// Writes `prefix(%inner = %outer, ...)` (MLIR's `printInitializationList`); nothing when
/// there are no initializers.
pub(crate) fn print_initialization_list(
    p: &mut OpAsmPrinter<'_, '_>,
    inner: &[Value],
    outer: &[Value],
    prefix: &str,
) {
    if outer.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (&a, &b)) in inner.iter().zip(outer).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(a);
        p.write(" = ");
        p.print_operand(b);
    }
    p.write(")");
}

/// MLIR's `parseDynamicIndexList` in parentheses: `(4, %n, [8])` (see [`index_list::parse`]).
fn parse_dynamic_index_list(
    p: &mut OpAsmParser<'_, '_>,
    values: &mut Vec<UnresolvedOperand>,
    integers: &mut Vec<i64>,
) -> PResult<()> {
    index_list::parse(p, Delimiter::Paren, values, integers)
}

/// MLIR's `printDynamicIndexList` in parentheses.
fn print_dynamic_index_list(p: &mut OpAsmPrinter<'_, '_>, values: &[Value], integers: &[i64]) {
    index_list::print(p, ("(", ")"), values, integers)
}

/// Sets `operandSegmentSizes` of `st` to `sizes`.
fn set_segments(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, sizes: &[usize]) {
    let sizes: Vec<i64> = sizes.iter().map(|&n| n as i64).collect();
    let a = dense_int_array(p.ctx(), 32, &sizes);
    p.set_property(st, "operandSegmentSizes", a);
}

// ------------------------------------------------------------------------------------------
// Interface verifiers
// ------------------------------------------------------------------------------------------

/// Where control comes from or goes to along a `RegionBranchOpInterface` edge.
#[derive(Clone, Copy)]
pub(crate) enum Point {
    /// the op itself
    Parent,
    /// a region terminator (from) or region number (to)
    Region(usize),
}

/// MLIR's `RegionBranchTerminatorOpInterface`: ops that hand values to the enclosing region
/// op (`ReturnLike` ops, `scf.condition`, `scf.reduce`).
fn is_region_branch_terminator(ctx: &Context, op: Op) -> bool {
    ctx.op_traits(op).contains(OpTraits::RETURN_LIKE)
        || ConditionOp::from_op(ctx, op).is_some()
        || ReduceOp::from_op(ctx, op).is_some()
}

/// The values a region terminator passes along its edges.
fn terminator_successor_operands(ctx: &Context, term: Op) -> Vec<Value> {
    if ConditionOp::from_op(ctx, term).is_some() {
        operands(ctx, term).into_iter().skip(1).collect()
    } else if ReduceOp::from_op(ctx, term).is_some() {
        Vec::new()
    } else {
        operands(ctx, term)
    }
}

/// One edge of `RegionBranchOpInterface`'s verifier: the values passed (`from` is the
/// terminator, `None` for the parent) against the inputs of the successor `to`.
fn verify_edge(
    ctx: &Context,
    op: Op,
    from: Option<Op>,
    to: Point,
    passed: &[Type],
    inputs: &[Type],
) -> Result<(), Diagnostic> {
    let edge = || {
        let src = match from {
            None => "parent".to_string(),
            Some(t) => format!("Operation {}", name_of(ctx, t)),
        };
        let dst = match to {
            Point::Parent => "parent".to_string(),
            Point::Region(i) => format!("Region #{i}"),
        };
        let note_at = op_loc(ctx, from.unwrap_or(op));
        (
            format!("along control flow edge from {src} to {dst}"),
            note_at,
        )
    };
    if passed.len() != inputs.len() {
        let (e, at) = edge();
        let msg = format!(
            "{e}: region branch point has {} operands, but region successor needs {} inputs",
            passed.len(),
            inputs.len()
        );
        return Err(op_error(ctx, op, &msg).with_note(at, "region branch point"));
    }
    for (i, (&a, &b)) in passed.iter().zip(inputs).enumerate() {
        if a != b {
            let (e, at) = edge();
            let msg = format!(
                "{e}: successor operand type #{i} {} should match successor input type #{i} {}",
                quoted_type(ctx, a),
                quoted_type(ctx, b)
            );
            return Err(op_error(ctx, op, &msg).with_note(at, "region branch point"));
        }
    }
    Ok(())
}

/// The region terminators of `op` that are region branch points, in region and block order.
fn region_branch_points(ctx: &Context, op: Op) -> Vec<(usize, Op)> {
    let mut out = Vec::new();
    for (i, &r) in ctx.ir.op(op).regions.iter().enumerate() {
        for b in ctx.ir.region_blocks(r) {
            if let Some(t) = ctx.ir.last_op(b) {
                if is_region_branch_terminator(ctx, t) {
                    out.push((i, t));
                }
            }
        }
    }
    out
}

/// The argument types of the entry block of region `i` of `op` (none without a block).
fn region_arg_types(ctx: &Context, op: Op, i: usize) -> Vec<Type> {
    entry_block(ctx, op, i)
        .map(|b| types_of(ctx, ctx.ir.block_args(b)))
        .unwrap_or_default()
}

/// `RegionBranchOpInterface`'s verifier over the edges that `successors` gives for each
/// branch point (`None` = the parent; `Some(region index)` = a terminator in that region),
/// with the operands the parent passes on entry and the inputs of each successor.
pub(crate) fn verify_region_branches(
    ctx: &Context,
    op: Op,
    entry_operands: &[Type],
    successors: impl Fn(Option<usize>) -> Vec<Point>,
    inputs: impl Fn(Point) -> Vec<Type>,
) -> Result<(), Diagnostic> {
    for to in successors(None) {
        verify_edge(ctx, op, None, to, entry_operands, &inputs(to))?;
    }
    for (region, term) in region_branch_points(ctx, op) {
        let passed = types_of(ctx, &terminator_successor_operands(ctx, term));
        for to in successors(Some(region)) {
            verify_edge(ctx, op, Some(term), to, &passed, &inputs(to))?;
        }
    }
    Ok(())
}

/// `LoopLikeOpInterface`'s verifier (MLIR's `verifyLoopLikeOpInterface`). `iter_args` is the
/// number of region iteration arguments as MLIR computes it (it wraps around below zero).
pub(crate) fn verify_loop_like(
    ctx: &Context,
    op: Op,
    inits: &[Type],
    iter_args: (u64, &[Type]),
    yielded: &[Type],
    loop_results: Option<&[Type]>,
) -> Result<(), Diagnostic> {
    let (n_iter, iter) = iter_args;
    if inits.len() as u64 != n_iter {
        return Err(op_error(
            ctx,
            op,
            &format!(
                "different number of inits and region iter_args: {} != {n_iter}",
                inits.len()
            ),
        ));
    }
    if !yielded.is_empty() && n_iter != yielded.len() as u64 {
        return Err(op_error(
            ctx,
            op,
            &format!(
                "different number of region iter_args and yielded values: {n_iter} != {}",
                yielded.len()
            ),
        ));
    }
    if let Some(res) = loop_results {
        if res.len() as u64 != n_iter {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "different number of loop results and region iter_args: {} != {n_iter}",
                    res.len()
                ),
            ));
        }
    }
    for (i, (&init, &arg)) in inits.iter().zip(iter).enumerate() {
        if init != arg {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                    quoted_type(ctx, init),
                    quoted_type(ctx, arg)
                ),
            ));
        }
        if let Some(&y) = yielded.get(i) {
            if arg != y {
                return Err(op_error(
                    ctx,
                    op,
                    &format!(
                        "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                        quoted_type(ctx, arg),
                        quoted_type(ctx, y)
                    ),
                ));
            }
        }
    }
    if let Some(res) = loop_results {
        // MLIR numbers every pair of this loop `0` (its counter is bumped after the loop)
        for (&arg, &r) in iter.iter().zip(res) {
            if arg != r {
                return Err(op_error(
                    ctx,
                    op,
                    &format!(
                        "0-th region iter_arg and 0-th loop result have different type: {} != {}",
                        quoted_type(ctx, arg),
                        quoted_type(ctx, r)
                    ),
                ));
            }
        }
    }
    Ok(())
}

// ------------------------------------------------------------------------------------------
// scf.execute_region
// ------------------------------------------------------------------------------------------

impl CustomAssembly for ExecuteRegionOp {
    /// `-> types no_inline {region} attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let types = p.parse_optional_arrow_type_list()?;
        st.result_types.extend(types);
        if p.parse_optional_keyword("no_inline") {
            let unit = p.ctx().common.unit;
            p.set_property(st, "no_inline", unit);
        }
        let r = p.parse_region(&[], false)?;
        st.regions.push(r);
        p.parse_optional_attr_dict(st)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let types = types_of(ctx, &results(ctx, op));
        p.print_optional_arrow_type_list(&types);
        p.write(" ");
        if op_attr(ctx, op, "no_inline").is_some() {
            p.write("no_inline ");
        }
        if let Some(&r) = ctx.ir.op(op).regions.first() {
            p.print_region(r, false, true);
        }
        p.print_optional_attr_dict(op, &["no_inline"]);
    }
}

impl Verify for ExecuteRegionOp {
    /// The region has a block and its entry block no arguments.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(entry) = entry_block(ctx, op, 0) else {
            return Err(op_error(ctx, op, "region needs to have at least one block"));
        };
        if !ctx.ir.block_args(entry).is_empty() {
            return Err(op_error(ctx, op, "region cannot have any arguments"));
        }
        Ok(())
    }
}

impl VerifyRegions for ExecuteRegionOp {
    /// `RegionBranchOpInterface`: every `scf.yield` hands the results' types back.
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let res = types_of(ctx, &results(ctx, op));
        verify_region_branches(
            ctx,
            op,
            &[],
            |from| match from {
                None => vec![Point::Region(0)],
                Some(_) => vec![Point::Parent],
            },
            |to| match to {
                Point::Parent => res.clone(),
                Point::Region(_) => Vec::new(),
            },
        )
    }
}

// ------------------------------------------------------------------------------------------
// scf.for
// ------------------------------------------------------------------------------------------

impl CustomAssembly for ForOp {
    /// `unsigned %iv = %lb to %ub step %step iter_args(%a = %init) -> (types) : type {region}
    /// attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        if p.parse_optional_keyword("unsigned") {
            let unit = p.ctx().common.unit;
            p.set_property(st, "unsignedCmp", unit);
        }
        let iv = p.parse_operand(true)?;
        p.parse_equal()?;
        let lb = p.parse_operand(true)?;
        p.parse_keyword("to")?;
        let ub = p.parse_operand(true)?;
        p.parse_keyword("step")?;
        let step = p.parse_operand(true)?;

        let mut args = vec![Argument {
            ssa: iv,
            ..Argument::default()
        }];
        let mut inits = Vec::new();
        let has_iter_args = p.parse_optional_keyword("iter_args");
        if has_iter_args {
            parse_required_assignment_list(p, &mut args, &mut inits)?;
            let types = p.parse_arrow_type_list()?;
            st.result_types.extend(types);
        }
        if args.len() != st.result_types.len() + 1 {
            let at = p.name_loc();
            return Err(p.emit_error(
                at,
                "mismatch in number of loop-carried values and defined values",
            ));
        }
        let ty = if p.parse_optional_colon() {
            p.parse_type()?
        } else {
            p.ctx().common.index
        };
        args[0].ty = Some(ty);
        for (a, &t) in args[1..].iter_mut().zip(&st.result_types) {
            a.ty = Some(t);
        }
        let body = p.parse_region(&args, false)?;
        ensure_terminator::<YieldOp>(p, body, false);
        st.regions.push(body);
        for u in [lb, ub, step] {
            p.resolve_operand(&u, ty, &mut st.operands)?;
        }
        let types = st.result_types.clone();
        for (u, t) in inits.iter().zip(types) {
            p.resolve_operand(u, t, &mut st.operands)?;
        }
        p.parse_optional_attr_dict(st)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let ops = operands(ctx, op);
        if op_attr(ctx, op, "unsignedCmp").is_some() {
            p.write(" unsigned");
        }
        let body = entry_block(ctx, op, 0);
        let args: &[Value] = body.map(|b| ctx.ir.block_args(b)).unwrap_or(&[]);
        p.write(" ");
        if let Some(&iv) = args.first() {
            p.print_operand(iv);
        }
        p.write(" = ");
        if let [lb, ub, step, ..] = ops[..] {
            p.print_operand(lb);
            p.write(" to ");
            p.print_operand(ub);
            p.write(" step ");
            p.print_operand(step);
        }
        let inits = ops.get(3..).unwrap_or(&[]);
        print_initialization_list(p, args.get(1..).unwrap_or(&[]), inits, " iter_args");
        if !inits.is_empty() {
            p.write(" -> (");
            p.print_value_types(inits.iter().copied());
            p.write(")");
        }
        p.write(" ");
        if let Some(&iv) = args.first() {
            let t = ctx.ir.value_type(iv);
            if !matches!(ctx.type_kind(t), TypeKind::Index) {
                p.write(" : ");
                p.print_type(t);
                p.write(" ");
            }
        }
        if let Some(&r) = ctx.ir.op(op).regions.first() {
            p.print_region(r, false, !inits.is_empty());
        }
        p.print_optional_attr_dict(op, &["unsignedCmp"]);
    }
}

impl Verify for ForOp {
    /// As many results as loop-carried values.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        if ctx.ir.num_operands(op).saturating_sub(3) != ctx.ir.num_results(op) {
            return Err(op_error(
                ctx,
                op,
                "mismatch in number of loop-carried values and defined values",
            ));
        }
        Ok(())
    }
}

impl VerifyRegions for ForOp {
    /// `LoopLikeOpInterface`, `RegionBranchOpInterface`, then the induction variable and the
    /// loop-carried values against the bounds and results.
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let ops = operands(ctx, op);
        let inits = types_of(ctx, ops.get(3..).unwrap_or(&[]));
        let args = region_arg_types(ctx, op, 0);
        let iter: &[Type] = args.get(1..).unwrap_or(&[]);
        let n_iter = (args.len() as u64).wrapping_sub(1);
        let yielded = entry_terminator(ctx, op, 0)
            .filter(|&t| YieldOp::from_op(ctx, t).is_some())
            .map(|t| types_of(ctx, &operands(ctx, t)))
            .unwrap_or_default();
        let res = types_of(ctx, &results(ctx, op));
        verify_loop_like(ctx, op, &inits, (n_iter, iter), &yielded, Some(&res))?;
        verify_region_branches(
            ctx,
            op,
            &inits,
            |_| vec![Point::Region(0), Point::Parent],
            |to| match to {
                Point::Parent => res.clone(),
                Point::Region(_) => iter.to_vec(),
            },
        )?;
        let (Some(&iv), Some(&lb)) = (args.first(), ops.first()) else {
            return Ok(());
        };
        if iv != ctx.ir.value_type(lb) {
            return Err(op_error(
                ctx,
                op,
                "expected induction variable to be same type as bounds and step",
            ));
        }
        if iter.len() != res.len() {
            return Err(op_error(
                ctx,
                op,
                "mismatch in number of basic block args and defined values",
            ));
        }
        for (i, ((&init, &arg), &r)) in inits.iter().zip(iter).zip(&res).enumerate() {
            if init != r {
                return Err(op_error(
                    ctx,
                    op,
                    &format!("types mismatch between {i}th iter operand and defined value"),
                ));
            }
            if arg != r {
                return Err(op_error(
                    ctx,
                    op,
                    &format!("types mismatch between {i}th iter region arg and defined value"),
                ));
            }
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// scf.forall and scf.forall.in_parallel
// ------------------------------------------------------------------------------------------

impl CustomAssembly for ForallOp {
    /// `(%i, %j) in (ubs)` or `(%i, %j) = (lbs) to (ubs) step (steps)`, then
    /// `shared_outs(%o = %t) -> (types)`, the region and `attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let mut ivs = Vec::new();
        p.parse_argument_list(&mut ivs, Delimiter::Paren, false, false)?;
        let index = p.ctx().common.index;
        let (mut lbs, mut ubs, mut steps) = (Vec::new(), Vec::new(), Vec::new());
        let (mut static_lbs, mut static_ubs, mut static_steps) =
            (Vec::new(), Vec::new(), Vec::new());
        if p.parse_optional_keyword("in") {
            parse_dynamic_index_list(p, &mut ubs, &mut static_ubs)?;
            p.resolve_operands_same_type(&ubs, index, &mut st.operands)?;
            static_lbs = vec![0; ivs.len()];
            static_steps = vec![1; ivs.len()];
        } else {
            p.parse_equal()?;
            parse_dynamic_index_list(p, &mut lbs, &mut static_lbs)?;
            p.resolve_operands_same_type(&lbs, index, &mut st.operands)?;
            p.parse_keyword("to")?;
            parse_dynamic_index_list(p, &mut ubs, &mut static_ubs)?;
            p.resolve_operands_same_type(&ubs, index, &mut st.operands)?;
            p.parse_keyword("step")?;
            parse_dynamic_index_list(p, &mut steps, &mut static_steps)?;
            p.resolve_operands_same_type(&steps, index, &mut st.operands)?;
        }

        let mut outs_args = Vec::new();
        let mut outs = Vec::new();
        let outs_loc = p.current_location();
        if p.parse_optional_keyword("shared_outs") {
            parse_required_assignment_list(p, &mut outs_args, &mut outs)?;
            let types = p.parse_optional_arrow_type_list()?;
            st.result_types.extend(types);
            let types = st.result_types.clone();
            p.resolve_operands(&outs, &types, outs_loc, &mut st.operands)?;
        }

        let mut args: Vec<Argument> = Vec::with_capacity(ivs.len() + outs_args.len());
        for mut iv in ivs {
            iv.ty = Some(index);
            args.push(iv);
        }
        for (mut a, &t) in outs_args.into_iter().zip(&st.result_types) {
            a.ty = Some(t);
            args.push(a);
        }
        let body = p.parse_region(&args, false)?;
        ensure_terminator::<InParallelOp>(p, body, true);
        st.regions.push(body);
        p.parse_optional_attr_dict(st)?;

        for (name, values) in [
            ("staticLowerBound", &static_lbs),
            ("staticUpperBound", &static_ubs),
            ("staticStep", &static_steps),
        ] {
            let a = dense_int_array(p.ctx(), 64, values);
            p.set_property(st, name, a);
        }
        set_segments(p, st, &[lbs.len(), ubs.len(), steps.len(), outs.len()]);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let seg = operand_segments(ctx, op, 4);
        let rank = self.rank(ctx);
        let args: &[Value] = entry_block(ctx, op, 0)
            .map(|b| ctx.ir.block_args(b))
            .unwrap_or(&[]);
        let (ivs, outs_args) = args.split_at(rank.min(args.len()));
        p.write(" (");
        p.print_operands(ivs.iter().copied());
        if self.is_normalized(ctx, &seg) {
            p.write(") in ");
            print_dynamic_index_list(p, &seg[1], &i64_array(ctx, op, "staticUpperBound"));
        } else {
            p.write(") = ");
            print_dynamic_index_list(p, &seg[0], &i64_array(ctx, op, "staticLowerBound"));
            p.write(" to ");
            print_dynamic_index_list(p, &seg[1], &i64_array(ctx, op, "staticUpperBound"));
            p.write(" step ");
            print_dynamic_index_list(p, &seg[2], &i64_array(ctx, op, "staticStep"));
        }
        print_initialization_list(p, outs_args, &seg[3], " shared_outs");
        p.write(" ");
        if !outs_args.is_empty() {
            p.write("-> (");
            p.print_result_types(op);
            p.write(") ");
        }
        if let Some(&r) = ctx.ir.op(op).regions.first() {
            p.print_region(r, false, ctx.ir.num_results(op) > 0);
        }
        p.print_optional_attr_dict(
            op,
            &[
                "operandSegmentSizes",
                "staticLowerBound",
                "staticUpperBound",
                "staticStep",
            ],
        );
    }
}

impl ForallOp {
    /// The number of loops: the length of `staticLowerBound`.
    fn rank(self, ctx: &Context) -> usize {
        i64_array(ctx, self.op(), "staticLowerBound").len()
    }

    /// MLIR's `isNormalized`: every lower bound is the constant 0 and every step 1.
    fn is_normalized(self, ctx: &Context, seg: &[Vec<Value>]) -> bool {
        let all = |name: &str, values: &[Value], want: i64| {
            let mut dynamic = values.iter();
            i64_array(ctx, self.op(), name).into_iter().all(|v| {
                if v == DYNAMIC {
                    dynamic.next().and_then(|&d| constant_int(ctx, d)) == Some(want)
                } else {
                    v == want
                }
            })
        };
        all("staticLowerBound", &seg[0], 0) && all("staticStep", &seg[2], 1)
    }
}

impl Verify for ForallOp {
    /// Results against outputs, the body's arguments, the mapping, and the static/dynamic
    /// bound lists.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let seg = operand_segments(ctx, op, 4);
        let rank = self.rank(ctx);
        let outs = &seg[3];
        let nres = ctx.ir.num_results(op);
        if nres != outs.len() {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "produces {nres} results, but has only {} outputs",
                    outs.len()
                ),
            ));
        }
        let args = region_arg_types(ctx, op, 0);
        if args.len() != rank + outs.len() {
            return Err(op_error(
                ctx,
                op,
                &format!("region expects {rank} arguments"),
            ));
        }
        for (i, &t) in args[..rank].iter().enumerate() {
            if !matches!(ctx.type_kind(t), TypeKind::Index) {
                return Err(op_error(
                    ctx,
                    op,
                    &format!("expects {i}-th block argument to be an index"),
                ));
            }
        }
        for (i, &o) in outs.iter().enumerate() {
            if args[rank + i] != ctx.ir.value_type(o) {
                return Err(op_error(
                    ctx,
                    op,
                    &format!(
                        "type mismatch between {i}-th output and corresponding block argument"
                    ),
                ));
            }
        }
        if let Some(m) = op_attr(ctx, op, "mapping") {
            if let AttrKind::Array(items) = ctx.attr_kind(m) {
                if !items.is_empty() && items.len() != rank {
                    return Err(op_error(
                        ctx,
                        op,
                        "mapping attribute size must match op rank",
                    ));
                }
            }
        }
        for (what, name, dynamic) in [
            ("lower bound", "staticLowerBound", &seg[0]),
            ("upper bound", "staticUpperBound", &seg[1]),
            ("step", "staticStep", &seg[2]),
        ] {
            let statics = i64_array(ctx, op, name);
            if statics.len() != rank {
                return Err(Diagnostic::error(
                    op_loc(ctx, op),
                    format!("expected {rank} {what} values, got {}", statics.len()),
                ));
            }
            let n = statics.iter().filter(|&&v| v == DYNAMIC).count();
            if dynamic.len() != n {
                return Err(Diagnostic::error(
                    op_loc(ctx, op),
                    format!("expected {n} dynamic {what} values"),
                ));
            }
        }
        Ok(())
    }
}

impl VerifyRegions for ForallOp {
    /// `DestinationStyleOpInterface`: each shared output is tied to the result of its type.
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let seg = operand_segments(ctx, op, 4);
        let first_out = seg[0].len() + seg[1].len() + seg[2].len();
        let res = types_of(ctx, &results(ctx, op));
        let tensors = res
            .iter()
            .filter(|&&t| {
                matches!(
                    ctx.type_kind(t),
                    TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
                )
            })
            .count();
        let outs = &seg[3];
        if tensors != outs.len() {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "expected the number of tensor results ({tensors}) to be equal to the number of output tensors ({})",
                    outs.len()
                ),
            ));
        }
        for (i, &o) in outs.iter().enumerate() {
            let t = ctx.ir.value_type(o);
            let Some(&r) = res.get(i) else {
                break;
            };
            if r != t {
                return Err(op_error(
                    ctx,
                    op,
                    &format!(
                        "expected type of operand #{} ({}) to match type of corresponding result ({})",
                        first_out + i,
                        quoted_type(ctx, t),
                        quoted_type(ctx, r)
                    ),
                ));
            }
        }
        Ok(())
    }
}

impl CustomAssembly for InParallelOp {
    /// `{region} attr-dict`; an empty region gets a block.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let r = p.parse_region(&[], false)?;
        p.ensure_block(r);
        st.regions.push(r);
        p.parse_optional_attr_dict(st)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        p.write(" ");
        if let Some(&r) = ctx.ir.op(op).regions.first() {
            p.print_region(r, false, false);
        }
        p.print_optional_attr_dict(op, &[]);
    }
}

impl Verify for InParallelOp {
    /// Only ops of MLIR's `ParallelCombiningOpInterface` (`tensor.parallel_insert_slice`) may
    /// be inside, each inserting into a shared output of the parent `scf.forall`.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(block) = entry_block(ctx, op, 0) else {
            return Ok(());
        };
        // the shared outputs: the last block arguments of the forall's body, one per result
        let outs: Vec<Value> = ctx
            .ir
            .parent_op(op)
            .map(|forall| {
                let n = ctx.ir.results(forall).count();
                let args = entry_block(ctx, forall, 0)
                    .map(|b| ctx.ir.block_args(b).to_vec())
                    .unwrap_or_default();
                args[args.len().saturating_sub(n)..].to_vec()
            })
            .unwrap_or_default();
        let mut next = ctx.ir.first_op(block);
        while let Some(o) = next {
            let Some(insert) = crate::tensor::ParallelInsertSliceOp::from_op(ctx, o) else {
                return Err(op_error(
                    ctx,
                    op,
                    "expected only ParallelCombiningOpInterface ops",
                ));
            };
            if !outs.contains(&insert.dest(ctx)) {
                return Err(op_error_on(
                    ctx,
                    o,
                    "may only insert into an output block argument",
                ));
            }
            next = ctx.ir.next_op(o);
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// scf.if
// ------------------------------------------------------------------------------------------

impl CustomAssembly for IfOp {
    /// `%cond -> (types) {then} else {else} attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let cond = p.parse_operand(true)?;
        let i1 = p.ctx().common.i1;
        p.resolve_operand(&cond, i1, &mut st.operands)?;
        let types = p.parse_optional_arrow_type_list()?;
        st.result_types.extend(types);
        let then = p.parse_region(&[], false)?;
        ensure_terminator::<YieldOp>(p, then, false);
        st.regions.push(then);
        if p.parse_optional_keyword("else") {
            let els = p.parse_region(&[], false)?;
            ensure_terminator::<YieldOp>(p, els, false);
            st.regions.push(els);
        } else {
            let els = p.ctx().ir.create_region();
            st.regions.push(els);
        }
        p.parse_optional_attr_dict(st)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        p.write(" ");
        if let Some(c) = ctx.ir.operands(op).next() {
            p.print_operand(c);
        }
        let terminators = ctx.ir.num_results(op) > 0;
        if terminators {
            p.write(" -> (");
            p.print_result_types(op);
            p.write(")");
        }
        p.write(" ");
        let regions = &ctx.ir.op(op).regions;
        if let Some(&r) = regions.first() {
            p.print_region(r, false, terminators);
        }
        if let Some(&r) = regions.get(1) {
            if ctx.ir.first_block(r).is_some() {
                p.write(" else ");
                p.print_region(r, false, terminators);
            }
        }
        p.print_optional_attr_dict(op, &[]);
    }
}

impl Verify for IfOp {
    /// An op with results needs an else region.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let no_else = ctx
            .ir
            .op(op)
            .regions
            .get(1)
            .is_none_or(|&r| ctx.ir.first_block(r).is_none());
        if ctx.ir.num_results(op) != 0 && no_else {
            return Err(op_error(
                ctx,
                op,
                "must have an else block if defining values",
            ));
        }
        Ok(())
    }
}

impl VerifyRegions for IfOp {
    /// `RegionBranchOpInterface`: each `scf.yield` hands back the results' types. (The
    /// `InferTypeOpInterface` check that follows upstream compares the same types.)
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_if_like_regions(ctx, self.op())
    }
}

/// `RegionBranchOpInterface`'s checks of an if-like op (`scf.if`, `affine.if`): control goes
/// from the op to the then region and to the else region (or back to the op when the else
/// region is empty), and from each region back to the op, handing the results' types over.
pub(crate) fn verify_if_like_regions(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let res = types_of(ctx, &results(ctx, op));
    let has_else = ctx
        .ir
        .op(op)
        .regions
        .get(1)
        .is_some_and(|&r| ctx.ir.first_block(r).is_some());
    verify_region_branches(
        ctx,
        op,
        &[],
        |from| match from {
            None if has_else => vec![Point::Region(0), Point::Region(1)],
            None => vec![Point::Region(0), Point::Parent],
            Some(_) => vec![Point::Parent],
        },
        |to| match to {
            Point::Parent => res.clone(),
            Point::Region(_) => Vec::new(),
        },
    )
}

// ------------------------------------------------------------------------------------------
// scf.parallel, scf.reduce, scf.reduce.return
// ------------------------------------------------------------------------------------------

impl CustomAssembly for ParallelOp {
    /// `(%i, %j) = (lbs) to (ubs) step (steps) init (values) -> types {region} attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let mut ivs = Vec::new();
        p.parse_argument_list(&mut ivs, Delimiter::Paren, false, false)?;
        let n = ivs.len();
        let index = p.ctx().common.index;
        p.parse_equal()?;
        let mut lower = Vec::new();
        p.parse_operand_list(&mut lower, Delimiter::Paren, true, Some(n))?;
        p.resolve_operands_same_type(&lower, index, &mut st.operands)?;
        p.parse_keyword("to")?;
        let mut upper = Vec::new();
        p.parse_operand_list(&mut upper, Delimiter::Paren, true, Some(n))?;
        p.resolve_operands_same_type(&upper, index, &mut st.operands)?;
        p.parse_keyword("step")?;
        let mut steps = Vec::new();
        p.parse_operand_list(&mut steps, Delimiter::Paren, true, Some(n))?;
        p.resolve_operands_same_type(&steps, index, &mut st.operands)?;
        let mut inits = Vec::new();
        if p.parse_optional_keyword("init") {
            p.parse_operand_list(&mut inits, Delimiter::Paren, true, None)?;
        }
        let types = p.parse_optional_arrow_type_list()?;
        st.result_types.extend(types);
        for iv in ivs.iter_mut() {
            iv.ty = Some(index);
        }
        let body = p.parse_region(&ivs, false)?;
        st.regions.push(body);
        set_segments(p, st, &[lower.len(), upper.len(), steps.len(), inits.len()]);
        p.parse_optional_attr_dict(st)?;
        let types = st.result_types.clone();
        let at = p.name_loc();
        p.resolve_operands(&inits, &types, at, &mut st.operands)?;
        ensure_terminator::<ReduceOp>(p, body, false);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let seg = operand_segments(ctx, op, 4);
        let args: &[Value] = entry_block(ctx, op, 0)
            .map(|b| ctx.ir.block_args(b))
            .unwrap_or(&[]);
        p.write(" (");
        p.print_operands(args.iter().copied());
        p.write(") = (");
        p.print_operands(seg[0].iter().copied());
        p.write(") to (");
        p.print_operands(seg[1].iter().copied());
        p.write(") step (");
        p.print_operands(seg[2].iter().copied());
        p.write(")");
        if !seg[3].is_empty() {
            p.write(" init (");
            p.print_operands(seg[3].iter().copied());
            p.write(")");
        }
        let types = types_of(ctx, &results(ctx, op));
        p.print_optional_arrow_type_list(&types);
        p.write(" ");
        if let Some(&r) = ctx.ir.op(op).regions.first() {
            p.print_region(r, false, true);
        }
        p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
    }
}

impl Verify for ParallelOp {
    /// Bounds and steps, induction variables, the `scf.reduce` terminator and the
    /// reductions against the results and initial values.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let seg = operand_segments(ctx, op, 4);
        let steps = &seg[2];
        if steps.is_empty() {
            return Err(op_error(
                ctx,
                op,
                "needs at least one tuple element for lowerBound, upperBound and step",
            ));
        }
        for &s in steps {
            if constant_int(ctx, s).is_some_and(|c| c <= 0) {
                return Err(op_error(ctx, op, "constant step operand must be positive"));
            }
        }
        let args = region_arg_types(ctx, op, 0);
        if args.len() != steps.len() {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "expects the same number of induction variables: {} as bound and step values: {}",
                    args.len(),
                    steps.len()
                ),
            ));
        }
        if args
            .iter()
            .any(|&t| !matches!(ctx.type_kind(t), TypeKind::Index))
        {
            return Err(op_error(
                ctx,
                op,
                "expects arguments for the induction variable to be of index type",
            ));
        }
        let reduce = expect_terminator::<ReduceOp>(
            ctx,
            op,
            0,
            "expects body to terminate with 'scf.reduce'",
        )?;
        let nres = ctx.ir.num_results(op);
        let nred = ctx.ir.op(reduce).regions.len();
        let ninit = seg[3].len();
        if nres != nred {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "expects number of results: {nres} to be the same as number of reductions: {nred}"
                ),
            ));
        }
        if nres != ninit {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "expects number of results: {nres} to be the same as number of initial values: {ninit}"
                ),
            ));
        }
        if ctx.ir.num_operands(reduce) != ninit {
            // reported by scf.reduce
            return Ok(());
        }
        let red = types_of(ctx, &operands(ctx, reduce));
        for (i, (r, &t)) in ctx.ir.results(op).zip(&red).enumerate() {
            let rt = ctx.ir.value_type(r);
            if rt != t {
                return Err(ods_runtime::analysis::verifier::op_error_on(
                    ctx,
                    reduce,
                    &format!(
                        "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                        quoted_type(ctx, t),
                        quoted_type(ctx, rt)
                    ),
                ));
            }
        }
        Ok(())
    }
}

impl VerifyRegions for ReduceOp {
    /// One reduction region per operand, each with two arguments of the operand's type and
    /// ending with `scf.reduce.return`.
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let regions = ctx.ir.op(op).regions.len();
        let ops = operands(ctx, op);
        if regions != ops.len() {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "expects number of reduction regions: {regions} to be the same as number of reduction operands: {}",
                    ops.len()
                ),
            ));
        }
        for (i, &v) in ops.iter().enumerate() {
            let t = ctx.ir.value_type(v);
            let Some(block) = entry_block(ctx, op, i) else {
                continue;
            };
            let Some(last) = ctx.ir.last_op(block) else {
                return Err(op_error(
                    ctx,
                    op,
                    &format!("{i}-th reduction has an empty body"),
                ));
            };
            let args = ctx.ir.block_args(block);
            if args.len() != 2 || args.iter().any(|&a| ctx.ir.value_type(a) != t) {
                return Err(op_error(
                    ctx,
                    op,
                    &format!(
                        "expected two block arguments with type {} in the {i}-th reduction region",
                        quoted_type(ctx, t)
                    ),
                ));
            }
            if ReduceReturnOp::from_op(ctx, last).is_none() {
                return Err(op_error(
                    ctx,
                    op,
                    "reduction bodies must be terminated with an 'scf.reduce.return' op",
                ));
            }
        }
        Ok(())
    }
}

impl Verify for ReduceReturnOp {
    /// The value has the type of the reduction's arguments.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(block) = ctx.ir.op_parent(op) else {
            return Ok(());
        };
        let Some(&arg) = ctx.ir.block_args(block).first() else {
            return Ok(());
        };
        let want = ctx.ir.value_type(arg);
        let Some(v) = ctx.ir.operands(op).next() else {
            return Ok(());
        };
        if ctx.ir.value_type(v) != want {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "must have type {} (the type of the reduction inputs)",
                    quoted_type(ctx, want)
                ),
            ));
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// scf.while
// ------------------------------------------------------------------------------------------

impl CustomAssembly for WhileOp {
    /// `(%a = %init, ...) : (types) -> types {before} do {after} attributes {...}`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let mut args = Vec::new();
        let mut inits = Vec::new();
        parse_optional_assignment_list(p, &mut args, &mut inits)?;
        let ty_loc = p.current_location();
        p.parse_colon()?;
        let ty = p.parse_type()?;
        let Some((ins, outs)) = crate::func::function_type_parts(p.ctx(), ty) else {
            let msg = format!(
                "invalid kind of type specified: expected builtin.function, but found {}",
                quoted_type(p.ctx(), ty)
            );
            return Err(p.emit_error(ty_loc, &msg));
        };
        let (ins, outs) = (ins.to_vec(), outs.to_vec());
        st.result_types.extend(outs);
        if ins.len() != inits.len() {
            let msg = format!(
                "expected as many input types as operands (expected {} got {})",
                inits.len(),
                ins.len()
            );
            return Err(p.emit_error(ty_loc, &msg));
        }
        let at = p.current_location();
        p.resolve_operands(&inits, &ins, at, &mut st.operands)?;
        for (a, &t) in args.iter_mut().zip(&ins) {
            a.ty = Some(t);
        }
        let before = p.parse_region(&args, false)?;
        st.regions.push(before);
        p.parse_keyword("do")?;
        let after = p.parse_region(&[], false)?;
        st.regions.push(after);
        p.parse_optional_attr_dict_with_keyword(st)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let inits = operands(ctx, op);
        let before_args: &[Value] = entry_block(ctx, op, 0)
            .map(|b| ctx.ir.block_args(b))
            .unwrap_or(&[]);
        print_initialization_list(p, before_args, &inits, " ");
        p.write(" : ");
        let res = types_of(ctx, &results(ctx, op));
        p.print_functional_type(&types_of(ctx, &inits), &res);
        p.write(" ");
        let regions = &ctx.ir.op(op).regions;
        if let Some(&r) = regions.first() {
            p.print_region(r, false, true);
        }
        p.write(" do ");
        if let Some(&r) = regions.get(1) {
            p.print_region(r, true, true);
        }
        p.print_optional_attr_dict_with_keyword(op, &[]);
    }
}

impl Verify for WhileOp {
    /// `before` ends with `scf.condition`, `after` with `scf.yield`.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        expect_terminator::<ConditionOp>(
            ctx,
            op,
            0,
            "expects the 'before' region to terminate with 'scf.condition'",
        )?;
        expect_terminator::<YieldOp>(
            ctx,
            op,
            1,
            "expects the 'after' region to terminate with 'scf.yield'",
        )?;
        Ok(())
    }
}

impl VerifyRegions for WhileOp {
    /// `RegionBranchOpInterface`: the initial values and `scf.yield` feed `before`,
    /// `scf.condition` feeds `after` and the results. (`LoopLikeOpInterface`, checked after it
    /// upstream, compares a subset of the same types.)
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let inits = types_of(ctx, &operands(ctx, op));
        let res = types_of(ctx, &results(ctx, op));
        let before = region_arg_types(ctx, op, 0);
        let after = region_arg_types(ctx, op, 1);
        verify_region_branches(
            ctx,
            op,
            &inits,
            |from| match from {
                None | Some(1) => vec![Point::Region(0)],
                Some(_) => vec![Point::Parent, Point::Region(1)],
            },
            |to| match to {
                Point::Parent => res.clone(),
                Point::Region(0) => before.clone(),
                Point::Region(_) => after.clone(),
            },
        )
    }
}

// ------------------------------------------------------------------------------------------
// scf.index_switch
// ------------------------------------------------------------------------------------------

/// `case 2 {...} case 5 {...}` of `scf.index_switch` (upstream's `custom<SwitchCases>`, also
/// used by mlir-opt's test dialect): the case values and regions (which, as upstream, get no
/// implicit terminator).
pub fn parse_switch_cases(
    p: &mut OpAsmParser<'_, '_>,
    cases: &mut Option<Attribute>,
    regions: &mut Vec<Region>,
) -> PResult<()> {
    let mut values = Vec::new();
    while p.parse_optional_keyword("case") {
        values.push(p.parse_integer::<i64>()?);
        regions.push(p.parse_region(&[], false)?);
    }
    *cases = Some(dense_int_array(p.ctx(), 64, &values));
    Ok(())
}

/// Prints what [`parse_switch_cases`] reads: `case N` and its region on a new line each.
pub fn print_switch_cases(
    p: &mut OpAsmPrinter<'_, '_>,
    _op: Op,
    cases: Option<Attribute>,
    regions: &[Region],
) {
    let values = cases
        .map(|a| dense_int_values(p.ctx(), a))
        .unwrap_or_default();
    for (&v, &r) in values.iter().zip(regions) {
        p.print_newline();
        p.write("case ");
        p.print_integer(v);
        p.write(" ");
        p.print_region(r, false, true);
    }
}

impl Verify for IndexSwitchOp {
    /// One region per case value, distinct values, and every region yielding the results'
    /// types.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let cases = i64_array(ctx, op, "cases");
        let regions = ctx.ir.op(op).regions.len();
        let ncase_regions = regions.saturating_sub(1);
        if cases.len() != ncase_regions {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "has {ncase_regions} case regions but {} case values",
                    cases.len()
                ),
            ));
        }
        let mut seen = std::collections::BTreeSet::new();
        for (i, &v) in cases.iter().enumerate() {
            // MLIR collects the values in a `DenseSet<int64_t>`, whose empty-slot marker is
            // `i64::MAX`: once the set has slots, that value always looks present
            if !seen.insert(v) || (v == i64::MAX && i > 0) {
                return Err(op_error(ctx, op, &format!("has duplicate case value: {v}")));
            }
        }
        let res = types_of(ctx, &results(ctx, op));
        for i in 0..regions {
            let what = if i == 0 {
                "default region".to_string()
            } else {
                format!("case region #{}", i - 1)
            };
            let Some(last) = entry_terminator(ctx, op, i) else {
                continue;
            };
            if YieldOp::from_op(ctx, last).is_none() {
                return Err(op_error(
                    ctx,
                    op,
                    &format!(
                        "expected region to end with scf.yield, but got {}",
                        name_of(ctx, last)
                    ),
                ));
            }
            let got = types_of(ctx, &operands(ctx, last));
            if got.len() != res.len() {
                return Err(op_error_with_note(
                    ctx,
                    op,
                    &format!(
                        "expected each region to return {} values, but {what} returns {}",
                        res.len(),
                        got.len()
                    ),
                    last,
                    "see yield operation here",
                ));
            }
            for (idx, (&want, &t)) in res.iter().zip(&got).enumerate() {
                if want != t {
                    return Err(op_error_with_note(
                        ctx,
                        op,
                        &format!(
                            "expected result #{idx} of each region to be {}",
                            quoted_type(ctx, want)
                        ),
                        last,
                        &format!("{what} returns {} here", quoted_type(ctx, t)),
                    ));
                }
            }
        }
        Ok(())
    }
}

// ---------------------------------------------------------------- loops and speculation

impl LoopLikeOpInterface for ForOp {
    fn loop_regions(&self, ctx: &Context) -> Vec<Region> {
        vec![self.region(ctx)]
    }
}

impl LoopLikeOpInterface for ForallOp {
    fn loop_regions(&self, ctx: &Context) -> Vec<Region> {
        vec![self.region(ctx)]
    }
}

impl LoopLikeOpInterface for ParallelOp {
    fn loop_regions(&self, ctx: &Context) -> Vec<Region> {
        vec![self.region(ctx)]
    }
}

impl LoopLikeOpInterface for WhileOp {
    fn loop_regions(&self, ctx: &Context) -> Vec<Region> {
        vec![self.before(ctx), self.after(ctx)]
    }
}

impl ConditionallySpeculatable for ForOp {
    /// A loop by a constant step of 1 always terminates: it may run speculatively when its
    /// body may. Any other step might not terminate.
    fn speculatability(&self, ctx: &Context) -> Speculatability {
        let step = self.step(ctx);
        let one = step.owner_op(ctx).and_then(|op| {
            if !ctx.op_traits(op).contains(OpTraits::CONSTANT_LIKE) {
                return None;
            }
            match ctx.attr_kind(op_attr(ctx, op, "value")?) {
                AttrKind::Integer { value, .. } => Some(value.is_one()),
                _ => None,
            }
        });
        if one == Some(true) {
            Speculatability::RecursivelySpeculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
}

impl ConditionallySpeculatable for IfOp {
    /// `RecursivelySpeculatable`: either branch may run when everything in it may.
    fn speculatability(&self, _ctx: &Context) -> Speculatability {
        Speculatability::RecursivelySpeculatable
    }
}

// ---------------------------------------------------------------- region branches

/// The arguments of the entry block of `r` from index `from` on (none without a block).
pub(crate) fn entry_args(ctx: &Context, r: Region, from: usize) -> Vec<Value> {
    ctx.ir
        .first_block(r)
        .and_then(|b| ctx.ir.block_args(b).get(from..))
        .map_or_else(Vec::new, <[Value]>::to_vec)
}

/// The results of `op`.
fn results_of(ctx: &Context, op: Op) -> Vec<Value> {
    ctx.ir.results(op).collect()
}

/// A constant integer operand as an `i64` (an `IntegerAttr`, `BoolAttr` included).
fn int_operand(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => Some(value.to_i64().unwrap_or(value.low_u64() as i64)),
        _ => None,
    }
}

/// A constant `i1` operand (MLIR's `BoolAttr`).
fn bool_operand(ctx: &Context, a: Option<Attribute>) -> Option<bool> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { ty, value } if ctx.int_or_index_width(*ty) == Some(1) => {
            Some(!value.is_zero())
        }
        AttrKind::Bool(b) => Some(*b),
        _ => None,
    }
}

impl RegionBranchOpInterface for ForOp {
    /// From the op and from the body alike: the body (its iteration arguments) or the results.
    fn successor_regions(&self, ctx: &Context, _from: RegionPoint) -> Vec<RegionSuccessor> {
        let body = self.region(ctx);
        vec![
            RegionSuccessor::region(body, entry_args(ctx, body, 1)),
            RegionSuccessor::parent(results_of(ctx, self.op())),
        ]
    }
    fn entry_successor_operands(&self, ctx: &Context, _to: RegionPoint) -> Range<usize> {
        self.init_args_range(ctx)
    }
}

impl RegionBranchOpInterface for ForallOp {
    /// The op enters the body (its shared outputs); the body's threads end in the results.
    fn successor_regions(&self, ctx: &Context, from: RegionPoint) -> Vec<RegionSuccessor> {
        let body = self.region(ctx);
        match from {
            RegionPoint::Parent => {
                let ivs = self.static_lower_bound(ctx).len();
                vec![RegionSuccessor::region(body, entry_args(ctx, body, ivs))]
            }
            RegionPoint::Region(_) => vec![RegionSuccessor::parent(results_of(ctx, self.op()))],
        }
    }
    fn entry_successor_operands(&self, ctx: &Context, _to: RegionPoint) -> Range<usize> {
        self.outputs_range(ctx)
    }
}

impl RegionBranchOpInterface for ParallelOp {
    /// From the op and from the body alike: the body or the op, forwarding nothing.
    fn successor_regions(&self, ctx: &Context, _from: RegionPoint) -> Vec<RegionSuccessor> {
        vec![
            RegionSuccessor::region(self.region(ctx), Vec::new()),
            RegionSuccessor::parent(Vec::new()),
        ]
    }
    fn entry_successor_operands(&self, ctx: &Context, _to: RegionPoint) -> Range<usize> {
        let n = ctx.ir.num_operands(self.op());
        n..n
    }
}

impl RegionBranchOpInterface for WhileOp {
    /// The op and the `after` region go to `before`; `before` goes to the results or to
    /// `after`.
    fn successor_regions(&self, ctx: &Context, from: RegionPoint) -> Vec<RegionSuccessor> {
        let (before, after) = (self.before(ctx), self.after(ctx));
        if from == RegionPoint::Region(before) {
            vec![
                RegionSuccessor::parent(results_of(ctx, self.op())),
                RegionSuccessor::region(after, entry_args(ctx, after, 0)),
            ]
        } else {
            vec![RegionSuccessor::region(before, entry_args(ctx, before, 0))]
        }
    }
    fn entry_successor_operands(&self, ctx: &Context, _to: RegionPoint) -> Range<usize> {
        self.inits_range(ctx)
    }
}

impl RegionBranchOpInterface for ExecuteRegionOp {
    /// The op enters its region, which ends in the results.
    fn successor_regions(&self, ctx: &Context, from: RegionPoint) -> Vec<RegionSuccessor> {
        match from {
            RegionPoint::Parent => vec![RegionSuccessor::region(self.region(ctx), Vec::new())],
            RegionPoint::Region(_) => vec![RegionSuccessor::parent(results_of(ctx, self.op()))],
        }
    }
    fn entry_successor_operands(&self, _ctx: &Context, _to: RegionPoint) -> Range<usize> {
        0..0
    }
}

impl IfOp {
    /// `then`, and `else` (or the results when there is no `else` block), as chosen.
    fn branches(&self, ctx: &Context, then: bool, els: bool) -> Vec<RegionSuccessor> {
        let mut out = Vec::new();
        if then {
            out.push(RegionSuccessor::region(self.then_region(ctx), Vec::new()));
        }
        if els {
            let e = self.else_region(ctx);
            if ctx.ir.first_block(e).is_some() {
                out.push(RegionSuccessor::region(e, Vec::new()));
            } else {
                out.push(RegionSuccessor::parent(results_of(ctx, self.op())));
            }
        }
        out
    }
}

impl RegionBranchOpInterface for IfOp {
    /// The op enters `then` or `else` (the results without an `else` block); both end in
    /// the results.
    fn successor_regions(&self, ctx: &Context, from: RegionPoint) -> Vec<RegionSuccessor> {
        match from {
            RegionPoint::Parent => self.branches(ctx, true, true),
            RegionPoint::Region(_) => vec![RegionSuccessor::parent(results_of(ctx, self.op()))],
        }
    }
    fn entry_successor_regions(
        &self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        match bool_operand(ctx, operands.first().copied().flatten()) {
            Some(c) => self.branches(ctx, c, !c),
            None => self.branches(ctx, true, true),
        }
    }
    fn entry_successor_operands(&self, _ctx: &Context, _to: RegionPoint) -> Range<usize> {
        0..0
    }
    /// Each region runs at most once (exactly the taken one for a constant condition).
    fn region_invocation_bounds(
        &self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        let at_most = |n| InvocationBounds {
            lower: 0,
            upper: Some(n),
        };
        match bool_operand(ctx, operands.first().copied().flatten()) {
            Some(c) => vec![at_most(u32::from(c)), at_most(u32::from(!c))],
            None => vec![at_most(1), at_most(1)],
        }
    }
}

impl RegionBranchOpInterface for IndexSwitchOp {
    /// The op enters one of its regions (the default first, then the cases, in region order);
    /// each ends in the results.
    fn successor_regions(&self, ctx: &Context, from: RegionPoint) -> Vec<RegionSuccessor> {
        match from {
            RegionPoint::Parent => ctx
                .ir
                .op(self.op())
                .regions
                .iter()
                .map(|&r| RegionSuccessor::region(r, Vec::new()))
                .collect(),
            RegionPoint::Region(_) => vec![RegionSuccessor::parent(results_of(ctx, self.op()))],
        }
    }
    /// A constant `arg` enters the matching case, or the default.
    fn entry_successor_regions(
        &self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Vec<RegionSuccessor> {
        let Some(arg) = int_operand(ctx, operands.first().copied().flatten()) else {
            return self.successor_regions(ctx, RegionPoint::Parent);
        };
        let cases = self.cases(ctx);
        let regions = self.case_regions(ctx);
        let region = cases
            .iter()
            .zip(regions)
            .find(|(&c, _)| c == arg)
            .map_or_else(|| self.default_region(ctx), |(_, &r)| r);
        vec![RegionSuccessor::region(region, Vec::new())]
    }
    fn entry_successor_operands(&self, _ctx: &Context, _to: RegionPoint) -> Range<usize> {
        0..0
    }
    /// Each region runs at most once (for a constant `arg`, only the matching case, or the
    /// default, may run).
    fn region_invocation_bounds(
        &self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Vec<InvocationBounds> {
        let n = ctx.ir.op(self.op()).regions.len();
        let at_most = |u| InvocationBounds {
            lower: 0,
            upper: Some(u),
        };
        let Some(arg) = int_operand(ctx, operands.first().copied().flatten()) else {
            return vec![at_most(1); n];
        };
        // as MLIR 22 computes it: the matching case's position among the cases (or the last
        // index) marks the live bound, although the default is region 0
        let live = self
            .cases(ctx)
            .iter()
            .position(|&c| c == arg)
            .unwrap_or(n.saturating_sub(1));
        (0..n).map(|i| at_most(u32::from(i == live))).collect()
    }
}

impl RegionBranchTerminatorOpInterface for ConditionOp {
    /// Every operand but the condition.
    fn successor_operands(&self, ctx: &Context, _to: RegionPoint) -> Range<usize> {
        self.args_range(ctx)
    }
    /// A constant condition goes to the `after` region (true) or to the results (false).
    fn successor_regions_for(
        &self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Option<Vec<RegionSuccessor>> {
        let w = WhileOp::from_op(ctx, ctx.ir.parent_op(self.op())?)?;
        let c = bool_operand(ctx, operands.first().copied().flatten());
        let mut out = Vec::new();
        if c != Some(false) {
            let after = w.after(ctx);
            out.push(RegionSuccessor::region(after, entry_args(ctx, after, 0)));
        }
        if c != Some(true) {
            out.push(RegionSuccessor::parent(results_of(ctx, w.op())));
        }
        Some(out)
    }
}

impl RegionBranchTerminatorOpInterface for ReduceOp {
    /// Nothing: the reductions are combined by the op, not forwarded.
    fn successor_operands(&self, ctx: &Context, _to: RegionPoint) -> Range<usize> {
        let n = ctx.ir.num_operands(self.op());
        n..n
    }
}

/// MLIR's `SCFInlinerInterface`: every scf op may be inlined, anything may be inlined into an
/// scf region, and an inlined `scf.yield` hands its operands over to the call's results.
impl ods_runtime::transforms::inliner::DialectInlinerInterface for ScfDialect {
    fn is_legal_to_inline_region(_: &Context, _: Region, _: Region, _: bool) -> bool {
        true
    }
    fn is_legal_to_inline_op(_: &Context, _: Op, _: Region, _: bool) -> bool {
        true
    }
    fn handle_terminator_with_values(ctx: &mut Context, op: Op, results: &[Value]) {
        if YieldOp::from_op(ctx, op).is_none() {
            return;
        }
        let values: Vec<Value> = ctx.ir.operands(op).collect();
        for (&r, v) in results.iter().zip(values) {
            ctx.ir.replace_all_uses_with(r, v);
        }
    }
}
