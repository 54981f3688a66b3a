//! The `affine` dialect: generated from `ods/affine.ods`, plus the hand-written hooks it
//! names: the custom forms of `affine.apply`, `affine.for`, `affine.if`, `affine.load`,
//! `affine.store`, `affine.min`, `affine.max` and `affine.prefetch` (affine maps of SSA ids
//! such as `%A[%i + 1, symbol(%n)]`, loop bounds, implicit `affine.yield`s), the rules on which
//! values may be dimensions and symbols ([`validity`]), the ops' verifiers with mlir-opt's
//! messages, and the interfaces MLIR attaches to the loops and conditionals. `affine.parallel`
//! lives in `parallel.rs`, `affine.dma_start`/`affine.dma_wait` in `dma.rs`, and the folders
//! and canonicalization patterns of `affine.for` and `affine.if` in `loops.rs`.

include!(concat!(env!("OUT_DIR"), "/affine.rs"));

pub mod canonicalize;
mod dma;
mod forms;
mod loops;
mod parallel;
pub mod validity;

pub use parallel::{
    is_i32_elements_attr, is_i64_array_attr, is_int_elements_attr, is_reductions_attr,
};

use ods_runtime::analysis::effects::{ConditionallySpeculatable, Speculatability};
use ods_runtime::analysis::loops::LoopLikeOpInterface;
use ods_runtime::analysis::region_branch::{RegionBranchOpInterface, RegionPoint, RegionSuccessor};
use ods_runtime::analysis::verifier::op_error;
use ods_runtime::ir::affine::{AffineMap, IntegerSet};
use ods_runtime::ir::attributes::AttrKind;
use ods_runtime::ir::diagnostics::Diagnostic;
use ods_runtime::ir::types::{TypeKind, DYNAMIC};
use ods_runtime::ods::hooks::{Verify, VerifyRegions};
use ods_runtime::ods::preds::dense_int_values;
use ods_runtime::ods::verify::op_attr;
use ods_runtime::{Attribute, Context, Op, Region, Type, Value};

use crate::scf::{entry_args, verify_loop_like, verify_region_branches, Point};
use validity::verify_dim_and_symbol_ids;

// ------------------------------------------------------------------------------------------
// Attribute predicates and accessors
// ------------------------------------------------------------------------------------------

/// MLIR's `AffineMapAttr`.
pub fn is_affine_map_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::AffineMap(_))
}

/// MLIR's `IntegerSetAttr`.
pub fn is_integer_set_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::IntegerSet(_))
}

/// MLIR's `AnyVectorOfNonZeroRank`: a vector with at least one dimension.
pub fn is_nonzero_rank_vector(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Vector { shape, .. } if !shape.is_empty())
}

/// The element type of a vector.
fn vector_elem(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// The affine map of `op`'s property `name`.
fn map_of<'c>(ctx: &'c Context, op: Op, name: &str) -> Option<&'c AffineMap> {
    match ctx.attr_kind(op_attr(ctx, op, name)?) {
        AttrKind::AffineMap(m) => Some(m),
        _ => None,
    }
}

/// The integer set of `op`'s property `name`.
fn set_of<'c>(ctx: &'c Context, op: Op, name: &str) -> Option<&'c IntegerSet> {
    match ctx.attr_kind(op_attr(ctx, op, name)?) {
        AttrKind::IntegerSet(s) => Some(s),
        _ => None,
    }
}

/// The operands of `op`.
fn operands(ctx: &Context, op: Op) -> Vec<Value> {
    ctx.ir.operands(op).collect()
}

/// The types of `values`.
fn types_of(ctx: &Context, values: &[Value]) -> Vec<Type> {
    values.iter().map(|&v| ctx.ir.value_type(v)).collect()
}

/// The results of `op`.
fn results(ctx: &Context, op: Op) -> Vec<Value> {
    ctx.ir.results(op).collect()
}

/// The shape and element type of a ranked memref.
fn memref_parts(ctx: &Context, ty: Type) -> Option<(usize, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, elem, .. } => Some((shape.len(), *elem)),
        _ => None,
    }
}

// ------------------------------------------------------------------------------------------
// affine.apply, affine.min, affine.max
// ------------------------------------------------------------------------------------------

impl Verify for ApplyOp {
    /// As many operands as the map has inputs, one result, and no valid dimension in a
    /// symbol position.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(map) = map_of(ctx, op, "map") else {
            return Ok(());
        };
        let ops = operands(ctx, op);
        if ops.len() != (map.num_dims + map.num_symbols) as usize {
            return Err(op_error(
                ctx,
                op,
                "operand count and affine map dimension and symbol count must match",
            ));
        }
        if map.results.len() != 1 {
            return Err(op_error(ctx, op, "mapping must produce one value"));
        }
        for &v in &ops[map.num_dims as usize..] {
            if !validity::is_valid_symbol(ctx, v) {
                // MLIR's `emitError`: no op prefix
                let mut d = op_error(ctx, op, "");
                d.message = "dimensional operand cannot be used as a symbol".to_string();
                return Err(d);
            }
        }
        Ok(())
    }
}

/// The checks of `affine.min` and `affine.max`: the operands match the map's inputs, which
/// has a result.
fn verify_min_max(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let Some(map) = map_of(ctx, op, "map") else {
        return Ok(());
    };
    if ctx.ir.num_operands(op) != (map.num_dims + map.num_symbols) as usize {
        return Err(op_error(
            ctx,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if map.results.is_empty() {
        return Err(op_error(ctx, op, "affine map expect at least one result"));
    }
    Ok(())
}

impl Verify for MinOp {
    /// The operands match the map's inputs; the map has a result.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_min_max(ctx, self.op())
    }
}

impl Verify for MaxOp {
    /// The operands match the map's inputs; the map has a result.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_min_max(ctx, self.op())
    }
}

// ------------------------------------------------------------------------------------------
// Memory accesses
// ------------------------------------------------------------------------------------------

/// MLIR's `verifyMemoryOpIndexing`: the map has one result per memref dimension and one
/// input per index operand; the indices are `index` values that are valid dimensions and
/// symbols.
fn verify_memory_indexing(
    ctx: &Context,
    op: Op,
    memref: Type,
    indices: &[Value],
) -> Result<(), Diagnostic> {
    let (Some(map), Some((rank, _))) = (map_of(ctx, op, "map"), memref_parts(ctx, memref)) else {
        return Ok(());
    };
    if map.results.len() != rank {
        return Err(op_error(
            ctx,
            op,
            "affine map num results must equal memref rank",
        ));
    }
    if (map.num_dims + map.num_symbols) as usize != indices.len() {
        return Err(op_error(
            ctx,
            op,
            "expects as many subscripts as affine map inputs",
        ));
    }
    let index = ctx.common.index;
    if indices.iter().any(|&v| ctx.ir.value_type(v) != index) {
        return Err(op_error(ctx, op, "index to load must have 'index' type"));
    }
    verify_dim_and_symbol_ids(ctx, op, indices, map.num_dims as usize)
}

impl Verify for LoadOp {
    /// The result is the memref's element type; the subscripts index it.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let ops = operands(ctx, op);
        let Some(&memref) = ops.first() else {
            return Ok(());
        };
        let ty = ctx.ir.value_type(memref);
        let Some((_, elem)) = memref_parts(ctx, ty) else {
            return Ok(());
        };
        if results(ctx, op).first().map(|&r| ctx.ir.value_type(r)) != Some(elem) {
            return Err(op_error(
                ctx,
                op,
                "result type must match element type of memref",
            ));
        }
        verify_memory_indexing(ctx, op, ty, &ops[1..])
    }
}

impl Verify for StoreOp {
    /// The value has the memref's element type; the subscripts index it.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let ops = operands(ctx, op);
        let [value, memref, ..] = ops[..] else {
            return Ok(());
        };
        let ty = ctx.ir.value_type(memref);
        let Some((_, elem)) = memref_parts(ctx, ty) else {
            return Ok(());
        };
        if ctx.ir.value_type(value) != elem {
            return Err(op_error(
                ctx,
                op,
                "value to store must have the same type as memref element type",
            ));
        }
        verify_memory_indexing(ctx, op, ty, &ops[2..])
    }
}

/// MLIR's `verifyVectorMemoryOp`: the memref and the vector have one element type.
fn verify_vector_memory(
    ctx: &Context,
    op: Op,
    memref: Type,
    vector: Type,
) -> Result<(), Diagnostic> {
    let (Some((_, m)), Some(v)) = (memref_parts(ctx, memref), vector_elem(ctx, vector)) else {
        return Ok(());
    };
    if m != v {
        return Err(op_error(
            ctx,
            op,
            "requires memref and vector types of the same elemental type",
        ));
    }
    Ok(())
}

impl Verify for VectorLoadOp {
    /// The subscripts index the memref, whose element type is the vector's.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let ops = operands(ctx, op);
        let (Some(&memref), Some(&res)) = (ops.first(), results(ctx, op).first()) else {
            return Ok(());
        };
        let ty = ctx.ir.value_type(memref);
        verify_memory_indexing(ctx, op, ty, &ops[1..])?;
        verify_vector_memory(ctx, op, ty, ctx.ir.value_type(res))
    }
}

impl Verify for VectorStoreOp {
    /// The subscripts index the memref, whose element type is the vector's.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let ops = operands(ctx, op);
        let [value, memref, ..] = ops[..] else {
            return Ok(());
        };
        let ty = ctx.ir.value_type(memref);
        verify_memory_indexing(ctx, op, ty, &ops[2..])?;
        verify_vector_memory(ctx, op, ty, ctx.ir.value_type(value))
    }
}

impl Verify for PrefetchOp {
    /// The map has one result per memref dimension and one input per index; each index is a
    /// valid dimension or symbol.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let ops = operands(ctx, op);
        let Some(&memref) = ops.first() else {
            return Ok(());
        };
        match map_of(ctx, op, "map") {
            Some(map) => {
                let rank = memref_parts(ctx, ctx.ir.value_type(memref)).map_or(0, |(r, _)| r);
                if map.results.len() != rank {
                    return Err(op_error(
                        ctx,
                        op,
                        "affine.prefetch affine map num results must equal memref rank",
                    ));
                }
                if (map.num_dims + map.num_symbols) as usize + 1 != ops.len() {
                    return Err(op_error(ctx, op, "too few operands"));
                }
            }
            None if ops.len() != 1 => return Err(op_error(ctx, op, "too few operands")),
            None => {}
        }
        for &v in &ops[1..] {
            if !validity::is_valid_dim(ctx, v) && !validity::is_valid_symbol(ctx, v) {
                return Err(op_error(
                    ctx,
                    op,
                    "index must be a valid dimension or symbol identifier",
                ));
            }
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// affine.for
// ------------------------------------------------------------------------------------------

/// The operand groups of `affine.for`: lower bound operands, upper bound operands, inits.
fn for_segments(ctx: &Context, op: Op) -> [Vec<Value>; 3] {
    let all = operands(ctx, op);
    let sizes = op_attr(ctx, op, "operandSegmentSizes")
        .map(|a| dense_int_values(ctx, a))
        .unwrap_or_default();
    let mut out: [Vec<Value>; 3] = Default::default();
    let mut at = 0usize;
    for (i, group) in out.iter_mut().enumerate() {
        let len = sizes.get(i).copied().unwrap_or(0).max(0) as usize;
        let end = at.saturating_add(len).min(all.len());
        *group = all[at.min(end)..end].to_vec();
        at = end;
    }
    out
}

/// The body region of `op` (its first region).
fn first_region(ctx: &Context, op: Op) -> Option<Region> {
    ctx.ir.op(op).regions.first().copied()
}

/// The types of the entry block arguments of `region`.
fn region_arg_types(ctx: &Context, region: Option<Region>) -> Vec<Type> {
    region
        .and_then(|r| ctx.ir.first_block(r))
        .map(|b| types_of(ctx, ctx.ir.block_args(b)))
        .unwrap_or_default()
}

/// The operand types of the `affine.yield` ending region `r`, if it ends in one.
fn yielded_types(ctx: &Context, r: Option<Region>) -> Vec<Type> {
    r.and_then(|r| ctx.ir.first_block(r))
        .and_then(|b| ctx.ir.last_op(b))
        .filter(|&t| YieldOp::from_op(ctx, t).is_some())
        .map(|t| types_of(ctx, &operands(ctx, t)))
        .unwrap_or_default()
}

impl Verify for ForOp {
    /// No checks outside the regions (MLIR verifies `affine.for` with its regions).
    fn verify(self, _ctx: &Context) -> Result<(), Diagnostic> {
        Ok(())
    }
}

impl VerifyRegions for ForOp {
    /// `LoopLikeOpInterface` and `RegionBranchOpInterface`, then an `index` induction
    /// variable, valid bound operands, bounds with results, and loop-carried values matching
    /// the results.
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let [lbs, ubs, inits] = for_segments(ctx, op);
        let body = first_region(ctx, op);
        let args = region_arg_types(ctx, body);
        let iter: &[Type] = args.get(1..).unwrap_or(&[]);
        let n_iter = (args.len() as u64).wrapping_sub(1);
        let init_types = types_of(ctx, &inits);
        let res = types_of(ctx, &results(ctx, op));
        let yielded = yielded_types(ctx, body);
        verify_loop_like(ctx, op, &init_types, (n_iter, iter), &yielded, Some(&res))?;
        verify_region_branches(
            ctx,
            op,
            &init_types,
            |_| vec![Point::Region(0), Point::Parent],
            |to| match to {
                Point::Parent => res.clone(),
                Point::Region(_) => iter.to_vec(),
            },
        )?;
        if args.first() != Some(&ctx.common.index) {
            return Err(op_error(
                ctx,
                op,
                "expected body to have a single index argument for the induction variable",
            ));
        }
        let (Some(lb), Some(ub)) = (
            map_of(ctx, op, "lowerBoundMap"),
            map_of(ctx, op, "upperBoundMap"),
        ) else {
            return Ok(());
        };
        if lb.num_dims + lb.num_symbols > 0 {
            verify_dim_and_symbol_ids(ctx, op, &lbs, lb.num_dims as usize)?;
        }
        if ub.num_dims + ub.num_symbols > 0 {
            verify_dim_and_symbol_ids(ctx, op, &ubs, ub.num_dims as usize)?;
        }
        if lb.results.is_empty() {
            return Err(op_error(
                ctx,
                op,
                "expected lower bound map to have at least one result",
            ));
        }
        if ub.results.is_empty() {
            return Err(op_error(
                ctx,
                op,
                "expected upper bound map to have at least one result",
            ));
        }
        if res.is_empty() {
            return Ok(());
        }
        if inits.len() != res.len() {
            return Err(op_error(
                ctx,
                op,
                "mismatch between the number of loop-carried values and results",
            ));
        }
        if iter.len() != res.len() {
            return Err(op_error(
                ctx,
                op,
                "mismatch between the number of basic block args and results",
            ));
        }
        Ok(())
    }
}

impl LoopLikeOpInterface for ForOp {
    fn loop_regions(&self, ctx: &Context) -> Vec<Region> {
        vec![self.region(ctx)]
    }
}

impl ConditionallySpeculatable for ForOp {
    /// A loop by step 1 always terminates: it may run speculatively when its body may.
    fn speculatability(&self, ctx: &Context) -> Speculatability {
        match op_attr(ctx, self.op(), "step").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) if value.is_one() => {
                Speculatability::RecursivelySpeculatable
            }
            _ => Speculatability::NotSpeculatable,
        }
    }
}

impl RegionBranchOpInterface for ForOp {
    /// From the op and from the body alike: the body (its iteration arguments) or the results.
    fn successor_regions(&self, ctx: &Context, _from: RegionPoint) -> Vec<RegionSuccessor> {
        let body = self.region(ctx);
        vec![
            RegionSuccessor::region(body, entry_args(ctx, body, 1)),
            RegionSuccessor::parent(results(ctx, self.op())),
        ]
    }
    fn entry_successor_operands(&self, ctx: &Context, _to: RegionPoint) -> std::ops::Range<usize> {
        self.inits_range(ctx)
    }
}

// ------------------------------------------------------------------------------------------
// affine.if
// ------------------------------------------------------------------------------------------

impl Verify for IfOp {
    /// One operand per input of the condition, each a valid dimension or symbol.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(set) = set_of(ctx, op, "condition") else {
            return Err(op_error(
                ctx,
                op,
                "requires an integer set attribute named 'condition'",
            ));
        };
        let ops = operands(ctx, op);
        if ops.len() != (set.num_dims + set.num_symbols) as usize {
            return Err(op_error(
                ctx,
                op,
                "operand count and condition integer set dimension and symbol count must match",
            ));
        }
        verify_dim_and_symbol_ids(ctx, op, &ops, set.num_dims as usize)
    }
}

impl VerifyRegions for IfOp {
    /// `RegionBranchOpInterface`: each region's `affine.yield` hands the results' types back.
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        crate::scf::verify_if_like_regions(ctx, self.op())
    }
}

impl ConditionallySpeculatable for IfOp {
    /// `RecursivelySpeculatable`: either branch may run when everything in it may.
    fn speculatability(&self, _ctx: &Context) -> Speculatability {
        Speculatability::RecursivelySpeculatable
    }
}

impl RegionBranchOpInterface for IfOp {
    /// The op enters the `then` region, or the `else` region (the results when it is
    /// empty); both end in the results.
    fn successor_regions(&self, ctx: &Context, from: RegionPoint) -> Vec<RegionSuccessor> {
        match from {
            RegionPoint::Parent => {
                let then = self.then_region(ctx);
                let els = self.else_region(ctx);
                let mut out = vec![RegionSuccessor::region(then, Vec::new())];
                if ctx.ir.first_block(els).is_some() {
                    out.push(RegionSuccessor::region(els, Vec::new()));
                } else {
                    out.push(RegionSuccessor::parent(results(ctx, self.op())));
                }
                out
            }
            RegionPoint::Region(_) => vec![RegionSuccessor::parent(results(ctx, self.op()))],
        }
    }
    fn entry_successor_operands(&self, ctx: &Context, _to: RegionPoint) -> std::ops::Range<usize> {
        let n = ctx.ir.num_operands(self.op());
        n..n
    }
}

// ------------------------------------------------------------------------------------------
// affine.yield
// ------------------------------------------------------------------------------------------

impl Verify for YieldOp {
    /// The parent is an `affine.for`, `affine.if` or `affine.parallel` whose results have the
    /// yielded values' types.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(parent) = ctx.ir.parent_op(op) else {
            return Ok(());
        };
        if ForOp::from_op(ctx, parent).is_none()
            && IfOp::from_op(ctx, parent).is_none()
            && ParallelOp::from_op(ctx, parent).is_none()
        {
            return Err(op_error(
                ctx,
                op,
                "only terminates affine.if/for/parallel regions",
            ));
        }
        let res = types_of(ctx, &results(ctx, parent));
        let got = types_of(ctx, &operands(ctx, op));
        if res.len() != got.len() {
            return Err(op_error(
                ctx,
                op,
                "parent of yield must have same number of results as the yield operands",
            ));
        }
        if res != got {
            return Err(op_error(
                ctx,
                op,
                "types mismatch between yield op and its parent",
            ));
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// affine.delinearize_index, affine.linearize_index
// ------------------------------------------------------------------------------------------

pub use crate::index_list::{parse_paren_index_list, print_paren_index_list};

/// The error of a basis whose dynamic entries and SSA values disagree in number.
const BASIS_MISMATCH: &str = "mismatch between dynamic and static basis (kDynamic marker but \
                              no corresponding dynamic basis entry) -- this can only happen due \
                              to an incorrect fold/rewrite";

impl Verify for DelinearizeIndexOp {
    /// One result per basis entry, plus at most one; the basis agrees with its values and
    /// is positive.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let basis = op_attr(ctx, op, "static_basis")
            .map(|a| dense_int_values(ctx, a))
            .unwrap_or_default();
        let n = ctx.ir.num_results(op);
        if n != basis.len() && n != basis.len() + 1 {
            return Err(op_error(
                ctx,
                op,
                "should return an index for each basis element and up to one extra index",
            ));
        }
        let dynamic = basis.iter().filter(|&&b| b == DYNAMIC).count();
        if dynamic != self.dynamic_basis(ctx).len() {
            return Err(op_error(ctx, op, BASIS_MISMATCH));
        }
        if basis.iter().any(|&b| b != DYNAMIC && b <= 0) {
            return Err(op_error(
                ctx,
                op,
                "no basis element may be statically non-positive",
            ));
        }
        Ok(())
    }
}

impl Verify for LinearizeIndexOp {
    /// One basis entry per index, except possibly the first; the basis agrees with its
    /// values.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let basis = op_attr(ctx, op, "static_basis")
            .map(|a| dense_int_values(ctx, a))
            .unwrap_or_default();
        let n = self.multi_index(ctx).len();
        if n != basis.len() && n != basis.len() + 1 {
            return Err(op_error(
                ctx,
                op,
                "should be passed a basis element for each index except possibly the first",
            ));
        }
        let dynamic = basis.iter().filter(|&&b| b == DYNAMIC).count();
        if dynamic != self.dynamic_basis(ctx).len() {
            return Err(op_error(ctx, op, BASIS_MISMATCH));
        }
        Ok(())
    }
}
