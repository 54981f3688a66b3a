//! `affine.parallel`: its hand-written custom form as upstream (`(%i, %j) = (lbs) to (ubs)
//! step (..) reduce ("addf") -> (f32)`, where each bound is an affine expression of SSA ids
//! or a `max(..)`/`min(..)` group of them), the predicates of its property constraints, its
//! verifier with mlir-opt's messages and order, and its interfaces (`LoopLikeOpInterface`,
//! `RecursivelySpeculatable`).
//!
//! The bound groups are kept as upstream keeps them: one flat map per side over all the
//! operands, deduplicated (dimensions and symbols separately, in order of first use), and a
//! `dense<..> : tensor<Nxi32>` of group sizes. Parsing resolves each group's operands once,
//! however many results the group has, so long groups cost linear time.

use std::collections::HashMap;

use ods_runtime::analysis::effects::{ConditionallySpeculatable, Speculatability};
use ods_runtime::analysis::loops::LoopLikeOpInterface;
use ods_runtime::analysis::verifier::op_error;
use ods_runtime::ir::affine::{AffineExpr, AffineMap};
use ods_runtime::ir::attributes::AttrKind;
use ods_runtime::ir::diagnostics::Diagnostic;
use ods_runtime::ir::stack::with_room;
use ods_runtime::ir::types::TypeKind;
use ods_runtime::ir::OperationState;
use ods_runtime::ods::hooks::{CustomAssembly, Verify};
use ods_runtime::ods::preds::{array_elements, int_attr_value, is_array_attr};
use ods_runtime::ods::verify::op_attr;
use ods_runtime::text::parser::ops::{Argument, Delimiter, UnresolvedOperand};
use ods_runtime::text::parser::{OpAsmParser, PResult};
use ods_runtime::text::printer::affine::affine_results_with_names;
use ods_runtime::text::printer::OpAsmPrinter;
use ods_runtime::transforms::fold::dense_elements;
use ods_runtime::{Attribute, Context, Op, Region, Type, Value};

use super::{map_of, operands, results, types_of, ParallelOp, YieldOp};
use crate::memref::AtomicRMWKind;

// ------------------------------------------------------------------------------------------
// Property predicates
// ------------------------------------------------------------------------------------------

/// MLIR's `AtomicRMWKindAttr`: an `i64` integer attribute holding a read-modify-write kind.
fn is_rmw_kind_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. }
        if ods_runtime::ods::preds::is_signless_int(ctx, *ty, 64))
        && AtomicRMWKind::from_value(int_attr_value(ctx, a)).is_some()
}

/// `reductions` of `affine.parallel`: an array of read-modify-write kinds.
pub fn is_reductions_attr(ctx: &Context, a: Attribute) -> bool {
    is_array_attr(ctx, a)
        && array_elements(ctx, a)
            .iter()
            .all(|&e| is_rmw_kind_attr(ctx, e))
}

/// MLIR's `DenseIntElementsAttr`: a `dense<..>` of integers or indices.
pub fn is_int_elements_attr(ctx: &Context, a: Attribute) -> bool {
    let AttrKind::DenseIntOrFp { ty, .. } = ctx.attr_kind(a) else {
        return false;
    };
    ctx.element_type(*ty)
        .is_some_and(|e| matches!(ctx.type_kind(e), TypeKind::Integer { .. } | TypeKind::Index))
}

/// MLIR's `I32ElementsAttr`: a `dense<..>` of `i32`.
pub fn is_i32_elements_attr(ctx: &Context, a: Attribute) -> bool {
    let AttrKind::DenseIntOrFp { ty, .. } = ctx.attr_kind(a) else {
        return false;
    };
    ctx.element_type(*ty)
        .is_some_and(|e| ods_runtime::ods::preds::is_signless_int(ctx, e, 32))
}

/// MLIR's `I64ArrayAttr`: an array of `i64` integer attributes.
pub fn is_i64_array_attr(ctx: &Context, a: Attribute) -> bool {
    is_array_attr(ctx, a)
        && array_elements(ctx, a).iter().all(|&e| {
            matches!(ctx.attr_kind(e), AttrKind::Integer { ty, .. }
                if ods_runtime::ods::preds::is_signless_int(ctx, *ty, 64))
        })
}

// ------------------------------------------------------------------------------------------
// Accessors
// ------------------------------------------------------------------------------------------

/// The group sizes of a `dense<..>` attribute (a splat repeated over the shape).
fn group_sizes(ctx: &Context, a: Option<Attribute>) -> Vec<i64> {
    let Some((ty, splat, elems)) = a.and_then(|a| dense_elements(ctx, a)) else {
        return Vec::new();
    };
    let value = |e: &ods_runtime::ir::attributes::Element| match e {
        ods_runtime::ir::attributes::Element::Int(v) => v.to_i64().unwrap_or(0),
        ods_runtime::ir::attributes::Element::Float(_) => 0,
    };
    if splat {
        let n = ods_runtime::transforms::fold::static_num_elements(ctx, ty).unwrap_or(0);
        let v = elems.first().map_or(0, value);
        return vec![v; n as usize];
    }
    elems.iter().map(value).collect()
}

/// The number of values of a `dense<..>` attribute (MLIR's `getNumElements`).
fn num_elements(ctx: &Context, a: Option<Attribute>) -> u64 {
    a.and_then(|a| match ctx.attr_kind(a) {
        AttrKind::DenseIntOrFp { ty, .. } => {
            ods_runtime::transforms::fold::static_num_elements(ctx, *ty)
        }
        _ => None,
    })
    .unwrap_or(0)
}

/// The `i64` values of the `steps` array.
fn steps_of(ctx: &Context, op: Op) -> Vec<i64> {
    op_attr(ctx, op, "steps")
        .map(|a| {
            array_elements(ctx, a)
                .iter()
                .map(|&e| int_attr_value(ctx, e))
                .collect()
        })
        .unwrap_or_default()
}

/// The entry block arguments of the body.
fn body_args(ctx: &Context, op: Op) -> Vec<Value> {
    ctx.ir
        .op(op)
        .regions
        .first()
        .and_then(|&r| ctx.ir.first_block(r))
        .map(|b| ctx.ir.block_args(b).to_vec())
        .unwrap_or_default()
}

// ------------------------------------------------------------------------------------------
// Parsing
// ------------------------------------------------------------------------------------------

/// One parsed bound group: its map (over its own operands) and those operands, dimensions
/// then symbols.
struct Group {
    map: AffineMap,
    operands: Vec<UnresolvedOperand>,
}

/// `e` with dimension `i` renamed `dims[i]` and symbol `j` renamed `syms[j]`, simplified
/// again where something changed (MLIR's `replaceDimsAndSymbols`); `None` when nothing
/// changed (so unchanged subtrees are neither compared nor copied). Deep expressions grow the
/// stack ([`with_room`]).
fn rename(e: &AffineExpr, dims: &[u32], syms: &[u32]) -> Option<AffineExpr> {
    match e {
        AffineExpr::Dim(i) => {
            let to = dims.get(*i as usize).copied().unwrap_or(*i);
            (to != *i).then_some(AffineExpr::Dim(to))
        }
        AffineExpr::Symbol(i) => {
            let to = syms.get(*i as usize).copied().unwrap_or(*i);
            (to != *i).then_some(AffineExpr::Symbol(to))
        }
        AffineExpr::Constant(_) => None,
        AffineExpr::Binary { op, lhs, rhs } => with_room(|| {
            let l = rename(lhs, dims, syms);
            let r = rename(rhs, dims, syms);
            if l.is_none() && r.is_none() {
                return None;
            }
            let l = l.unwrap_or_else(|| (**lhs).clone());
            let r = r.unwrap_or_else(|| (**rhs).clone());
            Some(AffineExpr::binary(*op, l, r))
        }),
    }
}

/// Resolves the dimension (`dims`) or symbol operands of every group as `index` values and
/// numbers the distinct ones in order of first use: the values, and per group the new
/// position of each of its operands.
fn dedup_operands(
    p: &mut OpAsmParser<'_, '_>,
    groups: &[Group],
    dims: bool,
) -> PResult<(Vec<Value>, Vec<Vec<u32>>)> {
    let index = p.ctx().common.index;
    let mut unique = Vec::new();
    let mut seen: HashMap<Value, u32> = HashMap::new();
    let mut positions = Vec::with_capacity(groups.len());
    for g in groups {
        let split = (g.map.num_dims as usize).min(g.operands.len());
        let list = if dims {
            &g.operands[..split]
        } else {
            &g.operands[split..]
        };
        let mut values = Vec::with_capacity(list.len());
        p.resolve_operands_same_type(list, index, &mut values)?;
        let pos = values
            .iter()
            .map(|&v| {
                *seen.entry(v).or_insert_with(|| {
                    unique.push(v);
                    unique.len() as u32 - 1
                })
            })
            .collect();
        positions.push(pos);
    }
    Ok((unique, positions))
}

/// A `dense<[sizes]> : tensor<Nxi32>` attribute.
fn groups_attr(ctx: &mut Context, sizes: &[i32]) -> Attribute {
    let i32t = ctx.common.i32;
    let ty = ctx.tensor_type(&[sizes.len() as i64], i32t);
    ctx.dense_elements(ty, sizes).unwrap_or(ctx.common.unit)
}

/// MLIR's `parseAffineMapWithMinMax`: `(group, ...)` where a group is an affine expression
/// of SSA ids or `max(..)` (lower bounds) / `min(..)` (upper bounds) of several; records the
/// flat map and the group sizes and appends the deduplicated operands.
fn parse_bounds(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, lower: bool) -> PResult<()> {
    let (map_name, groups_name, keyword) = if lower {
        ("lowerBoundsMap", "lowerBoundsGroups", "max")
    } else {
        ("upperBoundsMap", "upperBoundsGroups", "min")
    };
    p.parse_lparen()?;
    let mut groups: Vec<Group> = Vec::new();
    if !p.parse_optional_rparen() {
        p.parse_comma_separated_list(Delimiter::None, "", |p| {
            let (map, operands) = if p.parse_optional_keyword(keyword) {
                p.parse_affine_map_of_ssa_ids(false)?
            } else {
                p.parse_affine_expr_of_ssa_ids()?
            };
            groups.push(Group { map, operands });
            Ok(())
        })?;
        p.parse_rparen()?;
    }
    let (dim_values, dim_pos) = dedup_operands(p, &groups, true)?;
    let (sym_values, sym_pos) = dedup_operands(p, &groups, false)?;
    let mut exprs = Vec::new();
    let mut sizes = Vec::with_capacity(groups.len());
    for (i, g) in groups.iter().enumerate() {
        for e in g.map.results.iter() {
            exprs.push(rename(e, &dim_pos[i], &sym_pos[i]).unwrap_or_else(|| e.clone()));
        }
        sizes.push(g.map.results.len() as i32);
    }
    st.operands.extend(dim_values.iter().copied());
    st.operands.extend(sym_values.iter().copied());
    let map = AffineMap {
        num_dims: dim_values.len() as u32,
        num_symbols: sym_values.len() as u32,
        results: exprs.into_boxed_slice(),
    };
    let a = p.ctx().intern_attr(AttrKind::AffineMap(map));
    p.add_attribute(st, map_name, a);
    let g = groups_attr(p.ctx(), &sizes);
    p.add_attribute(st, groups_name, g);
    Ok(())
}

/// The optional `step (c, ...)`: constant steps, one per induction variable (1) without it.
fn parse_steps(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, ivs: usize) -> PResult<()> {
    let steps: Vec<i64> = if p.parse_optional_keyword("step") {
        let (map, _) = p.parse_affine_map_of_ssa_ids(false)?;
        let mut out = Vec::with_capacity(map.results.len());
        for e in map.results.iter() {
            match e.as_constant() {
                Some(c) => out.push(c),
                None => {
                    let at = p.name_loc();
                    return Err(p.emit_error(at, "steps must be constant integers"));
                }
            }
        }
        out
    } else {
        vec![1; ivs]
    };
    let items: Vec<Attribute> = steps
        .iter()
        .map(|&s| ods_runtime::ods::preds::int_attr(p.ctx(), 64, s))
        .collect();
    let a = ods_runtime::ods::preds::array_attr(p.ctx(), items);
    p.add_attribute(st, "steps", a);
    Ok(())
}

/// The optional `reduce ("kind", ...)`: one `i64` read-modify-write kind per result.
fn parse_reductions(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
    let mut kinds = Vec::new();
    if p.parse_optional_keyword("reduce") {
        p.parse_lparen()?;
        p.parse_comma_separated_list(Delimiter::None, "", |p| {
            let loc = p.current_location();
            let none = ods_runtime::ods::preds::none_type(p.ctx());
            let a = p.parse_attribute_of_type(none)?;
            let text = match p.ctx().attr_kind(a) {
                AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
                _ => return Err(p.emit_error(loc, "invalid kind of attribute specified")),
            };
            let Some(kind) = AtomicRMWKind::from_keyword(&text) else {
                let shown = ods_runtime::ods::verify::attr_text(p.ctx(), a);
                return Err(p.emit_error(loc, &format!("invalid reduction value: {shown}")));
            };
            kinds.push(kind.to_value());
            Ok(())
        })?;
        p.parse_rparen()?;
    }
    let items: Vec<Attribute> = kinds
        .iter()
        .map(|&k| ods_runtime::ods::preds::int_attr(p.ctx(), 64, k))
        .collect();
    let a = ods_runtime::ods::preds::array_attr(p.ctx(), items);
    p.add_attribute(st, "reductions", a);
    Ok(())
}

impl CustomAssembly for ParallelOp {
    /// `(%ivs) = (lower bounds) to (upper bounds) [step (..)] [reduce (..)] [-> (types)]
    /// {region} attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let mut ivs: Vec<Argument> = Vec::new();
        p.parse_argument_list(&mut ivs, Delimiter::Paren, false, false)?;
        p.parse_equal()?;
        parse_bounds(p, st, true)?;
        p.parse_keyword("to")?;
        parse_bounds(p, st, false)?;
        parse_steps(p, st, ivs.len())?;
        parse_reductions(p, st)?;
        let types = p.parse_optional_arrow_type_list()?;
        st.result_types.extend(types);
        let index = p.ctx().common.index;
        for iv in &mut ivs {
            iv.ty = Some(index);
        }
        let body = p.parse_region(&ivs, false)?;
        st.regions.push(body);
        p.parse_optional_attr_dict(st)?;
        p.ensure_terminator(body, YieldOp::NAME);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let ops = operands(ctx, op);
        let lb_inputs = map_of(ctx, op, "lowerBoundsMap")
            .map_or(0, |m| (m.num_dims + m.num_symbols) as usize)
            .min(ops.len());
        p.write(" (");
        p.print_operands(body_args(ctx, op));
        p.write(") = (");
        print_bounds(p, op, true, &ops[..lb_inputs]);
        p.write(") to (");
        print_bounds(p, op, false, &ops[lb_inputs..]);
        p.write(")");
        let ctx = p.ctx();
        let steps = steps_of(ctx, op);
        if steps.iter().any(|&s| s != 1) {
            let text: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
            p.write(&format!(" step ({})", text.join(", ")));
        }
        let ctx = p.ctx();
        let res = types_of(ctx, &results(ctx, op));
        if !res.is_empty() {
            let kinds: Vec<String> = op_attr(ctx, op, "reductions")
                .map(|a| array_elements(ctx, a).to_vec())
                .unwrap_or_default()
                .iter()
                .map(|&e| {
                    let k = AtomicRMWKind::from_value(int_attr_value(ctx, e));
                    format!("\"{}\"", k.map_or("", |k| k.as_str()))
                })
                .collect();
            p.write(&format!(" reduce ({}) -> (", kinds.join(", ")));
            p.print_types(res.iter().copied());
            p.write(")");
        }
        p.write(" ");
        let region: Option<Region> = p.ctx().ir.op(op).regions.first().copied();
        if let Some(r) = region {
            p.print_region(r, false, !res.is_empty());
        }
        p.print_optional_attr_dict(
            op,
            &[
                "reductions",
                "lowerBoundsMap",
                "lowerBoundsGroups",
                "upperBoundsMap",
                "upperBoundsGroups",
                "steps",
            ],
        );
    }
}

// ------------------------------------------------------------------------------------------
// Printing
// ------------------------------------------------------------------------------------------

/// MLIR's `printMinMaxBound`: each group of one expression as an expression of SSA ids, a
/// larger group as `max(..)`/`min(..)` of its expressions.
fn print_bounds(p: &mut OpAsmPrinter<'_, '_>, op: Op, lower: bool, ops: &[Value]) {
    let (map_name, groups_name, keyword) = if lower {
        ("lowerBoundsMap", "lowerBoundsGroups", "max")
    } else {
        ("upperBoundsMap", "upperBoundsGroups", "min")
    };
    let ctx = p.ctx();
    let Some(map) = map_of(ctx, op, map_name).cloned() else {
        return;
    };
    let sizes = group_sizes(ctx, op_attr(ctx, op, groups_name));
    let split = (map.num_dims as usize).min(ops.len());
    let dims: Vec<String> = ops[..split].iter().map(|&v| p.value_name(v)).collect();
    let syms: Vec<String> = ops[split..].iter().map(|&v| p.value_name(v)).collect();
    let mut start = 0usize;
    let mut out = String::new();
    for (i, &size) in sizes.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let size = (size as u32) as usize;
        let end = start.saturating_add(size).min(map.results.len());
        let slice = AffineMap {
            num_dims: map.num_dims,
            num_symbols: map.num_symbols,
            results: map.results[start.min(end)..end].into(),
        };
        let text = affine_results_with_names(&slice, &dims, &syms);
        if size == 1 {
            out.push_str(&text);
        } else {
            out.push_str(keyword);
            out.push('(');
            out.push_str(&text);
            out.push(')');
        }
        start = end;
    }
    p.write(&out);
}

// ------------------------------------------------------------------------------------------
// Verification and interfaces
// ------------------------------------------------------------------------------------------

/// MLIR's `isResultTypeMatchAtomicRMWKind`: whether a result of `ty` can be reduced by `kind`.
fn reduction_fits(ctx: &Context, ty: Type, kind: AtomicRMWKind) -> bool {
    use AtomicRMWKind as K;
    let float = matches!(ctx.type_kind(ty), TypeKind::Float(_));
    let int = matches!(ctx.type_kind(ty), TypeKind::Integer { .. });
    match kind {
        K::Addf | K::Mulf | K::Maximumf | K::Minimumf => float,
        K::Addi | K::Muli | K::Ori | K::Andi => int,
        K::Assign => true,
        K::Maxs | K::Mins => int && ods_runtime::ods::preds::is_any_signed_int(ctx, ty),
        K::Maxu | K::Minu => int && ods_runtime::ods::preds::is_any_unsigned_int(ctx, ty),
        _ => false,
    }
}

/// The sum of the group sizes, each read as an unsigned 32-bit value and added in 32 bits
/// (as MLIR's `unsigned` counter does).
fn groups_total(sizes: &[i64]) -> u32 {
    sizes
        .iter()
        .fold(0u32, |acc, &s| acc.wrapping_add(s as u32))
}

impl Verify for ParallelOp {
    /// One group per bound, step and induction variable; the groups cover their maps; one
    /// reduction per result, fit for its type; valid dimension and symbol operands.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let lb_groups = op_attr(ctx, op, "lowerBoundsGroups");
        let ub_groups = op_attr(ctx, op, "upperBoundsGroups");
        let steps = steps_of(ctx, op).len();
        let args = body_args(ctx, op).len();
        let (n_lb, n_ub) = (num_elements(ctx, lb_groups), num_elements(ctx, ub_groups));
        if n_lb != steps as u64 || n_ub != steps as u64 || args != steps {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "the number of region arguments ({args}) and the number of map groups for \
                     lower ({n_lb}) and upper bound ({n_ub}), and the number of steps ({steps}) \
                     must all match"
                ),
            ));
        }
        let (Some(lb), Some(ub)) = (
            map_of(ctx, op, "lowerBoundsMap"),
            map_of(ctx, op, "upperBoundsMap"),
        ) else {
            return Ok(());
        };
        for (groups, map, side) in [(lb_groups, lb, "lower"), (ub_groups, ub, "upper")] {
            let sizes = group_sizes(ctx, groups);
            if sizes.iter().any(|&s| s as u32 == 0) {
                return Err(op_error(
                    ctx,
                    op,
                    &format!("expected {side} bound map to have at least one result"),
                ));
            }
            let want = groups_total(&sizes);
            if want as usize != map.results.len() {
                return Err(op_error(
                    ctx,
                    op,
                    &format!("expected {side} bounds map to have {want} results"),
                ));
            }
        }
        let reductions = op_attr(ctx, op, "reductions")
            .map(|a| array_elements(ctx, a).to_vec())
            .unwrap_or_default();
        let res = types_of(ctx, &results(ctx, op));
        if reductions.len() != res.len() {
            return Err(op_error(
                ctx,
                op,
                "a reduction must be specified for each output",
            ));
        }
        for (&r, &ty) in reductions.iter().zip(&res) {
            let Some(kind) = AtomicRMWKind::from_value(int_attr_value(ctx, r)) else {
                return Err(op_error(ctx, op, "invalid reduction attribute"));
            };
            if !reduction_fits(ctx, ty, kind) {
                return Err(op_error(
                    ctx,
                    op,
                    "result type cannot match reduction attribute",
                ));
            }
        }
        let ops = operands(ctx, op);
        let lb_inputs = ((lb.num_dims + lb.num_symbols) as usize).min(ops.len());
        super::verify_dim_and_symbol_ids(ctx, op, &ops[..lb_inputs], lb.num_dims as usize)?;
        super::verify_dim_and_symbol_ids(ctx, op, &ops[lb_inputs..], ub.num_dims as usize)
    }
}

impl LoopLikeOpInterface for ParallelOp {
    fn loop_regions(&self, ctx: &Context) -> Vec<Region> {
        vec![self.region(ctx)]
    }
}

impl ConditionallySpeculatable for ParallelOp {
    /// `RecursivelySpeculatable`: the band may run where its body may.
    fn speculatability(&self, _ctx: &Context) -> Speculatability {
        Speculatability::RecursivelySpeculatable
    }
}
