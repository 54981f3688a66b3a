//! Printing operations, regions and blocks; SSA value and block numbering; the alias section.
//!
//! # Numbering (as `mlir-opt` 22 does it)
//!
//! Values are numbered before printing, region by region, from a LIFO work stack: the regions
//! of the top operation are pushed, then each popped region numbers its blocks (`^bbN`, per
//! region), its entry-block arguments (`%argN`, own counter), its other block arguments and the
//! first result of each operation (`%N`; an op with `k > 1` results prints `%N:k` and its uses
//! print `%N#i`), and finally pushes the regions of all its operations in order. So of two
//! sibling regions the last one is numbered first. In generic form (`unique` ids) the counters
//! never go back; in custom form each popped region restarts from the counters its parent region
//! had when it was fully numbered, so sibling regions reuse the same numbers. The top op's own
//! results are numbered after its regions were pushed (custom form: its regions restart at %0).
//!
//! In custom form, ops whose registration carries an [`OpAsmOpInterface`] with `result_names`
//! name their results (`%c0`, `%cst`); names are sanitized, made unique within the names visible
//! from enclosing regions by appending `_N` from a conflict counter (saved and restored per
//! region like the value counters), and entry-block arguments then become real names `argN`
//! taking part in that uniquing. A named result other than the first starts a result group:
//! `%a, %b:2 = ...`, used as `%a`, `%b#0`, `%b#1`.
//!
//! Blocks print `^bbN` (their index in the region). The entry block's header is printed when it
//! has arguments and the printer asked for them, or (generic form) when it is empty; other
//! blocks always print it, followed by `// pred: ^bbI` (exactly one predecessor use),
//! `// N preds: ...` (one entry per use, sorted by block number, repeats kept) or
//! `// no predecessors`.
//!
//! # Printing without recursion
//!
//! Printing runs from an explicit work stack. An op's text is written straight to the buffer;
//! when a (custom or generic) printer asks for a region, the position is recorded as a *hole*.
//! After the op is printed the text following each hole is split off and pushed with the region
//! onto the stack, so nested regions are printed in place without the call stack growing with
//! the nesting depth.
//!
//! # Aliases
//!
//! Before printing, the same printing code runs in *collect* mode (MLIR's dummy alias printer):
//! every type and attribute it would print is recorded as an [`AliasEvent`] (op locations first,
//! as deferrable ones, under debuginfo; generic ops visit their regions first, then operand
//! types, result types and attribute values). Each visited value and its sub-elements get an
//! entry; the builtin dialect names `affine_map`s `map`, integer sets `set`, locations `loc` and
//! tuples of more than 16 types `tuple`. Entries are ordered (stably, by first visit) by depth
//! (1 for an aliased leaf, `1 + max child depth` above one), types before attributes, then by
//! name; duplicate names get suffixes `map`, `map1`, ... in that order. Aliases only reached
//! through op locations are *deferred*: printed after the top-level op. Block-argument
//! locations make their aliases non-deferred but are themselves printed inline. Properties of
//! unregistered ops are not visited (they print through an alias only when one exists anyway);
//! a registered op's inherent attributes are visited with its discardable ones, in name order.
//! Values that can never have an alias nor contain one (integers, scalar types, ...) are not
//! recorded at all, which keeps the table small.

use std::io::{self, Write};

use super::attributes::{is_bare_keyword, AttrTypeElision};
use super::{OpAsmOpInterface, OpAsmPrinter, PrintFlags, Printer};
use crate::ir::attributes::{AttrKind, Attribute, Location};
use crate::ir::context::{Context, FxHashMap, Symbol};
use crate::ir::defs::OpAsmTypeInterface;
use crate::ir::encoding::symbol_bytes;
use crate::ir::registry::OpTraits;
use crate::ir::types::{Type, TypeKind};
use crate::ir::{Block, Op, Properties, Region, Value, ValueDef};

/// Size of the chunks flushed to the output writer.
const FLUSH_CHUNK: usize = 64 * 1024;

const NO_ID: u32 = u32::MAX;
const ARG_BIT: u32 = 1 << 31;

/// Sentinel of [`SsaNames`] values named through [`OpAsmOpInterface::result_names`].
const NAMED: u32 = u32::MAX - 1;

/// SSA value and block names of one printed operation tree, computed by [`SsaNames::compute`].
#[derive(Default, Debug, Clone)]
pub struct SsaNames {
    /// per value index: its number, with [`ARG_BIT`] set for `%argN`, or [`NAMED`]; only the
    /// first result of each result group is numbered
    values: Vec<u32>,
    /// per block index: its number within its region
    blocks: Vec<u32>,
    /// names of the [`NAMED`] values, as ranges of `text`
    names: FxHashMap<Value, NameRef>,
    /// the text of every chosen name, one after the other
    text: String,
    /// first result index of each result group, for ops whose results were named in groups
    groups: FxHashMap<Op, Box<[u32]>>,
}

/// A name chosen for a value: a byte range of the names' text buffer.
#[derive(Clone, Copy, Debug)]
struct NameRef {
    start: u32,
    len: u32,
}

impl NameRef {
    fn of(self, text: &str) -> &str {
        &text[self.start as usize..(self.start + self.len) as usize]
    }
}

const NO_ENTRY: u32 = u32::MAX;

/// MLIR's scoped table of used value names: names of a region are visible in nested regions.
/// The names are ranges of [`Numbering::text`] (no allocation per name): `used` maps a name's
/// hash to its newest entry, and entries with the same hash are chained.
#[derive(Default)]
struct NameScopes {
    used: FxHashMap<u64, u32>,
    /// (name, its hash, the previous entry with that hash or [`NO_ENTRY`]), in insertion order
    entries: Vec<(NameRef, u64, u32)>,
    starts: Vec<usize>,
}

fn name_hash(name: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = crate::ir::context::FxHasher::default();
    name.hash(&mut h);
    h.finish()
}

impl NameScopes {
    fn push(&mut self) {
        self.starts.push(self.entries.len());
    }
    fn pop(&mut self) {
        let start = self.starts.pop().unwrap_or(0);
        // newest first, so each hash's chain head goes back to the entry before it
        while self.entries.len() > start {
            let Some((_, hash, prev)) = self.entries.pop() else {
                break;
            };
            if prev == NO_ENTRY {
                self.used.remove(&hash);
            } else {
                self.used.insert(hash, prev);
            }
        }
    }
    fn contains(&self, text: &str, name: &str) -> bool {
        let mut e = self.used.get(&name_hash(name)).copied().unwrap_or(NO_ENTRY);
        while e != NO_ENTRY {
            let (r, _, prev) = self.entries[e as usize];
            if r.of(text) == name {
                return true;
            }
            e = prev;
        }
        false
    }
    fn insert(&mut self, text: &str, r: NameRef) {
        let hash = name_hash(r.of(text));
        let prev = self
            .used
            .insert(hash, self.entries.len() as u32)
            .unwrap_or(NO_ENTRY);
        self.entries.push((r, hash, prev));
    }
}

/// Counters and used names while numbering.
struct Numbering {
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    scopes: NameScopes,
    /// custom form: consult [`OpAsmOpInterface::result_names`] and give `%argN` real names
    naming: bool,
    /// the IR is not verified yet: an op's result-name hook runs only when the op's own
    /// verifier accepts it
    unverified: bool,
    /// `--mlir-use-nameloc-as-prefix`: names from `NameLoc` locations (and `%argN` real names)
    nameloc: bool,
    /// scratch: result names suggested by the op being numbered (value, range in `pending_text`)
    pending_names: Vec<(Value, usize, usize)>,
    /// scratch: the text of `pending_names`
    pending_text: String,
    /// the text of every chosen name (see [`NameRef`])
    text: String,
    /// scratch for names built from pieces (`arg3`)
    scratch: String,
}

/// The name of the first `NameLoc` in `loc`, searched depth first in MLIR's walk order
/// (a location before its children; callee before caller; fused locations, then the metadata).
fn find_name_loc(ctx: &Context, loc: Location) -> Option<Symbol> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match ctx.attr_kind(l) {
            AttrKind::NameLoc { name, .. } => return Some(*name),
            AttrKind::CallSiteLoc { callee, caller } => {
                stack.push(*caller);
                stack.push(*callee);
            }
            AttrKind::FusedLoc { locs, metadata } => {
                if let Some(m) = metadata.filter(|&m| ctx.attr_kind(m).is_location()) {
                    stack.push(m);
                }
                stack.extend(locs.iter().rev().copied());
            }
            _ => {}
        }
    }
    None
}

/// MLIR's `sanitizeIdentifier` for value names (allowed punctuation `$._-`); other bytes
/// become `_` (a space) or upper-case hex, and a name starting with a digit or with a byte that
/// becomes hex gets a `_` prefix.
/// Appends the sanitized `name` to `out`.
fn sanitize_value_name(name: &[u8], out: &mut String) {
    let valid = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-');
    let b = name;
    let prefix = b
        .first()
        .is_some_and(|&c| c.is_ascii_digit() || (!valid(c) && c != b' '));
    if !prefix && b.iter().all(|&c| valid(c)) {
        // all bytes are ASCII here
        out.extend(b.iter().map(|&c| c as char));
        return;
    }
    if prefix {
        out.push('_');
    }
    for &c in b {
        if valid(c) {
            out.push(c as char);
        } else if c == b' ' {
            out.push('_');
        } else {
            use std::fmt::Write as _;
            let _ = write!(out, "{c:X}");
        }
    }
}

impl Numbering {
    /// A unique name for `name` among the names visible in the current scope.
    fn unique_name(&mut self, name: &str) -> NameRef {
        self.unique_name_bytes(name.as_bytes())
    }

    /// `arg{n}` made unique.
    fn unique_arg_name(&mut self, n: u32) -> NameRef {
        use std::fmt::Write as _;
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        let _ = write!(scratch, "arg{n}");
        let r = self.unique_name(&scratch);
        self.scratch = scratch;
        r
    }

    /// [`Numbering::unique_name`] for a name given as bytes (any bytes; sanitized to ASCII),
    /// appended to [`Numbering::text`].
    fn unique_name_bytes(&mut self, name: &[u8]) -> NameRef {
        let start = self.text.len();
        sanitize_value_name(name, &mut self.text);
        let base = self.text.len();
        while self.scopes.contains(&self.text, &self.text[start..]) {
            use std::fmt::Write as _;
            self.text.truncate(base);
            let _ = write!(self.text, "_{}", self.next_conflict);
            self.next_conflict += 1;
        }
        let r = NameRef {
            start: start as u32,
            len: (self.text.len() - start) as u32,
        };
        self.scopes.insert(&self.text, r);
        r
    }
}

impl SsaNames {
    /// Numbers the values and blocks nested in `top` (see the module docs); `unique` is MLIR's
    /// "unique SSA ids" mode used by the generic form (which also ignores result names).
    pub fn compute(ctx: &Context, top: Op, unique: bool) -> Self {
        Self::compute_impl(ctx, top, unique, false, false)
    }

    /// [`SsaNames::compute`] as `flags` ask: unique ids in generic form, and with
    /// [`PrintFlags::nameloc_as_prefix`] names taken from `NameLoc` locations.
    pub fn compute_for(ctx: &Context, top: Op, flags: PrintFlags) -> Self {
        Self::compute_impl(ctx, top, flags.generic, flags.nameloc_as_prefix, false)
    }

    fn compute_impl(ctx: &Context, top: Op, unique: bool, nameloc: bool, unverified: bool) -> Self {
        let ir = &ctx.ir;
        let mut n = SsaNames {
            values: vec![NO_ID; ir.num_values()],
            blocks: vec![NO_ID; ir.num_blocks()],
            names: FxHashMap::default(),
            text: String::new(),
            groups: FxHashMap::default(),
        };
        let naming = !unique
            && (ctx.registry.ops.iter().enumerate().any(|(i, _)| {
                ctx.registry
                    .interface::<OpAsmOpInterface>(i as u32)
                    .is_some_and(|m| m.result_names.is_some())
            }) || ctx.registry.type_defs.iter().any(|d| {
                d.interfaces
                    .iter()
                    .any(|(t, _)| *t == std::any::TypeId::of::<OpAsmTypeInterface>())
            }));
        let mut st = Numbering {
            next_value: 0,
            next_arg: 0,
            next_conflict: 0,
            scopes: NameScopes::default(),
            naming,
            unverified,
            nameloc,
            pending_names: Vec::new(),
            pending_text: String::new(),
            text: String::new(),
            scratch: String::new(),
        };
        st.scopes.push();
        let top_scope = st.scopes.starts.len();
        let mut stack: Vec<(Region, u32, u32, u32, usize)> = ir
            .op(top)
            .regions
            .iter()
            .map(|&r| (r, 0, 0, st.next_conflict, top_scope))
            .collect();
        // The top op's results are numbered after its regions were pushed: in custom form its
        // regions restart from %0 (verified against mlir-opt --no-implicit-module).
        n.number_op(ctx, top, &mut st);
        while let Some((region, v, a, c, parent_scope)) = stack.pop() {
            if !unique {
                st.next_value = v;
                st.next_arg = a;
                st.next_conflict = c;
            }
            while st.scopes.starts.len() > parent_scope {
                st.scopes.pop();
            }
            st.scopes.push();
            let scope = st.scopes.starts.len();
            let entry = ir.first_block(region);
            for (bid, block) in ir.region_blocks(region).enumerate() {
                if let Some(slot) = n.blocks.get_mut(block.index()) {
                    *slot = bid as u32;
                }
                let is_entry = Some(block) == entry;
                for &arg in ir.block_args(block) {
                    // with nameloc: the arg's NameLoc name, even an empty one (then numbered)
                    let from_loc = if st.nameloc {
                        find_name_loc(ctx, ir.value(arg).loc)
                    } else {
                        None
                    };
                    // a type with OpAsmTypeInterface names the argument (not counted as argN)
                    let type_name = match from_loc {
                        None if st.naming => type_value_name(ctx, ir.value(arg).ty),
                        _ => None,
                    };
                    if is_entry && type_name.is_none() {
                        st.next_arg += 1;
                    }
                    let id = match from_loc {
                        None if type_name.is_some() => {
                            let name = st.unique_name(type_name.unwrap_or_default());
                            n.names.insert(arg, name);
                            NAMED
                        }
                        Some(name) if !ctx.str(name).is_empty() => {
                            let name = st.unique_name_bytes(&symbol_bytes(ctx.str(name)));
                            n.names.insert(arg, name);
                            NAMED
                        }
                        None if is_entry => {
                            if st.naming || st.nameloc {
                                let name = st.unique_arg_name(st.next_arg - 1);
                                n.names.insert(arg, name);
                                NAMED
                            } else {
                                ARG_BIT | (st.next_arg - 1)
                            }
                        }
                        _ => {
                            st.next_value += 1;
                            st.next_value - 1
                        }
                    };
                    if let Some(slot) = n.values.get_mut(arg.index()) {
                        *slot = id;
                    }
                }
                for op in ir.block_ops(block) {
                    n.number_op(ctx, op, &mut st);
                }
            }
            for block in ir.region_blocks(region) {
                for op in ir.block_ops(block) {
                    for &r in ir.op(op).regions.iter() {
                        stack.push((r, st.next_value, st.next_arg, st.next_conflict, scope));
                    }
                }
            }
        }
        n.text = std::mem::take(&mut st.text);
        n
    }

    fn number_op(&mut self, ctx: &Context, op: Op, st: &mut Numbering) {
        let nres = ctx.ir.num_results(op);
        if nres == 0 {
            return;
        }
        // starts of result groups after the first (group 0 is implicit): allocated only for
        // ops that name a later result
        let mut groups: Vec<u32> = Vec::new();
        if st.naming {
            let hook = ctx
                .ir
                .op(op)
                .info
                .and_then(|i| ctx.registry.interface::<OpAsmOpInterface>(i))
                .and_then(|m| m.result_names)
                .filter(|_| !st.unverified || op_hooks_safe(ctx, op));
            // without result names of the op's own, MLIR asks the results' types
            // (OpAsmTypeInterface) when every result has a naming type
            let by_type = hook.is_none()
                && (0..nres)
                    .all(|i| type_value_name(ctx, ctx.ir.value(ctx.ir.result(op, i)).ty).is_some());
            if hook.is_some() || by_type {
                // the hook's names, kept in two reused buffers (no allocation per op)
                let mut pending = std::mem::take(&mut st.pending_names);
                let mut text = std::mem::take(&mut st.pending_text);
                pending.clear();
                text.clear();
                let mut push = |v: Value, name: &str| {
                    pending.push((v, text.len(), text.len() + name.len()));
                    text.push_str(name);
                };
                match hook {
                    Some(hook) => hook(ctx, op, &mut push),
                    None => {
                        for i in 0..nres {
                            let v = ctx.ir.result(op, i);
                            if let Some(name) = type_value_name(ctx, ctx.ir.value(v).ty) {
                                push(v, name);
                            }
                        }
                    }
                }
                for &(v, start, end) in &pending {
                    let name = &text[start..end];
                    let index = match ctx.ir.value(v).def {
                        ValueDef::Result { op: o, index } if o == op => index,
                        _ => continue,
                    };
                    if self.values.get(v.index()).is_none_or(|&id| id != NO_ID) {
                        continue;
                    }
                    let id = if name.is_empty() {
                        st.next_value += 1;
                        st.next_value - 1
                    } else {
                        let unique = st.unique_name(name);
                        self.names.insert(v, unique);
                        NAMED
                    };
                    self.values[v.index()] = id;
                    if index != 0 {
                        groups.push(index);
                    }
                }
                st.pending_names = pending;
                st.pending_text = text;
            }
        }
        let r0 = ctx.ir.result(op, 0);
        if st.nameloc && self.value_id(r0) == NO_ID {
            if let Some(name) = find_name_loc(ctx, ctx.ir.op(op).loc) {
                let name = symbol_bytes(ctx.str(name));
                // an empty name keeps the default number
                if !name.is_empty() {
                    let unique = st.unique_name_bytes(&name);
                    self.names.insert(r0, unique);
                    if let Some(slot) = self.values.get_mut(r0.index()) {
                        *slot = NAMED;
                    }
                }
            }
        }
        if let Some(slot) = self.values.get_mut(r0.index()) {
            if *slot == NO_ID {
                *slot = st.next_value;
                st.next_value += 1;
            }
        }
        if !groups.is_empty() {
            groups.push(0);
            groups.sort_unstable();
            groups.dedup();
            self.groups.insert(op, groups.into_boxed_slice());
        }
    }

    fn value_id(&self, v: Value) -> u32 {
        self.values.get(v.index()).copied().unwrap_or(NO_ID)
    }

    fn block_id(&self, b: Block) -> u32 {
        self.blocks.get(b.index()).copied().unwrap_or(NO_ID)
    }

    /// The head value of the result group holding result `index` of `op`, and the position
    /// to print after `#` (none for single results and groups of one).
    fn result_lookup(&self, ctx: &Context, op: Op, index: u32) -> (Value, Option<u32>) {
        let n = ctx.ir.num_results(op) as u32;
        if n == 1 {
            return (ctx.ir.result(op, 0), None);
        }
        let Some(groups) = self.groups.get(&op) else {
            return (ctx.ir.result(op, 0), Some(index));
        };
        let pos = groups.partition_point(|&g| g <= index);
        let start = groups.get(pos.wrapping_sub(1)).copied().unwrap_or(0);
        let end = groups.get(pos).copied().unwrap_or(n);
        let size = end - start;
        let head = ctx.ir.result(op, start as usize);
        (head, (size != 1).then_some(index - start))
    }
}

/// A type or attribute the alias pre-pass saw being printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AliasEvent {
    /// a type
    Type(Type),
    /// an attribute, and whether its alias may be printed after the top-level op
    Attr(Attribute, bool),
}

/// A region a custom printer asked for, printed once the op's own text is done.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hole {
    out_pos: usize,
    ev_pos: usize,
    region: Region,
    entry_args: bool,
    terminators: bool,
    empty_block: bool,
    indent: usize,
}

/// One item of the printing work stack.
enum Work<'a> {
    /// text to copy to the output: the top `len` bytes of the printer's held text (items are
    /// handled last in, first out, so a segment is always on top when its item is)
    Text { len: usize },
    /// alias events to replay (collect mode): the top `len` held events
    Events { len: usize },
    /// print one op (the top-level one)
    One { op: Op, indent: usize },
    /// print `next` and its following ops until `stop`
    Ops {
        next: Op,
        stop: Option<Op>,
        indent: usize,
        dialect: &'a str,
    },
    /// print a region's body
    Region(Hole),
    /// print a block: header (if asked) and ops
    Block {
        block: Block,
        preds: Vec<Block>,
        header: bool,
        terminator: bool,
        indent: usize,
        dialect: &'a str,
    },
    /// the closing brace of a region
    RegionEnd { indent: usize },
}

/// A block to print (the fields of [`Work::Block`]).
struct BlockItem<'a> {
    block: Block,
    preds: Vec<Block>,
    header: bool,
    terminator: bool,
    indent: usize,
    dialect: &'a str,
}

/// Key of the alias table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Key {
    Type(Type),
    Attr(Attribute),
}

struct AliasInfo {
    key: Key,
    alias: Option<std::borrow::Cow<'static, str>>,
    depth: u32,
    can_defer: bool,
}

/// MLIR's `AliasInitializer`: visits types and attributes in print order.
#[derive(Default)]
struct AliasCollector {
    map: FxHashMap<Key, u32>,
    infos: Vec<AliasInfo>,
    /// children of the frames in progress
    buf: Vec<Key>,
    /// some dialect names types (attributes) through an alias hook
    type_hooks: bool,
    attr_hooks: bool,
}

struct Frame {
    idx: u32,
    /// range of this frame's children in [`AliasCollector::buf`], and the next one to visit
    base: usize,
    pos: usize,
    end: usize,
    max_depth: u32,
}

/// True for a type that can neither have an alias nor contain one (never recorded).
fn trivial_type(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Integer { .. }
        | TypeKind::Index
        | TypeKind::Float(_)
        | TypeKind::None
        | TypeKind::Opaque { .. } => true,
        TypeKind::Complex(e)
        | TypeKind::Vector { elem: e, .. }
        | TypeKind::UnrankedTensor { elem: e } => trivial_scalar(ctx, *e),
        TypeKind::RankedTensor {
            elem,
            encoding: None,
            ..
        } => trivial_scalar(ctx, *elem),
        _ => false,
    }
}

fn trivial_scalar(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::None
    )
}

/// True for an attribute that can neither have an alias nor contain one (never recorded).
fn trivial_attr(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Unit
        | AttrKind::Bool(_)
        | AttrKind::SymbolRef { .. }
        | AttrKind::Strided { .. }
        | AttrKind::Opaque { .. }
        | AttrKind::String { ty: None, .. } => true,
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseArray { elem: ty, .. }
        | AttrKind::String { ty: Some(ty), .. }
        | AttrKind::DenseIntOrFp { ty, .. }
        | AttrKind::DenseString { ty, .. }
        | AttrKind::DenseResource { ty, .. } => trivial_type(ctx, *ty),
        _ => false,
    }
}

impl AliasCollector {
    /// The alias of `key`: the builtin dialect's (overridable) name, unless a registered
    /// dialect's alias hook gives one (MLIR asks every dialect's `OpAsmDialectInterface` in
    /// registration order; a final alias stops the search, an overridable one may be replaced
    /// by a later dialect's). Dialect names are sanitized as MLIR's `sanitizeIdentifier`.
    fn alias_of(ctx: &Context, key: Key) -> Option<std::borrow::Cow<'static, str>> {
        let mut found: Option<std::borrow::Cow<'static, str>> =
            Self::builtin_alias(ctx, key).map(std::borrow::Cow::Borrowed);
        for d in &ctx.registry.dialects {
            let r = match key {
                Key::Type(t) => d.type_alias.and_then(|f| f(ctx, t)),
                Key::Attr(a) => d.attr_alias.and_then(|f| f(ctx, a)),
            };
            if let Some((name, kind)) = r {
                found = Some(std::borrow::Cow::Owned(sanitize_alias(&name)));
                if kind == crate::ir::defs::AliasKind::Final {
                    break;
                }
            }
        }
        found
    }

    fn builtin_alias(ctx: &Context, key: Key) -> Option<&'static str> {
        match key {
            Key::Type(t) => match ctx.type_kind(t) {
                TypeKind::Tuple(elems) if elems.len() > 16 => Some("tuple"),
                _ => None,
            },
            Key::Attr(a) => match ctx.attr_kind(a) {
                AttrKind::AffineMap(_) => Some("map"),
                AttrKind::IntegerSet(_) => Some("set"),
                AttrKind::Distinct { referenced, .. }
                    if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) =>
                {
                    Some("distinct")
                }
                k if k.is_location() => Some("loc"),
                _ => None,
            },
        }
    }

    /// Immediate sub-elements, in the order MLIR walks them. A dialect type or attribute's are
    /// the types and attributes its printer prints (MLIR's dummy alias printer).
    fn push_children(ctx: &Context, key: Key, out: &mut Vec<Key>) {
        let def_print = match key {
            Key::Type(t) => match ctx.type_kind(t) {
                TypeKind::Dialect { def, .. } => {
                    let print = ctx.registry.type_def(*def).def.print;
                    Some(Printer::collect_events(ctx, |p| {
                        print(&mut OpAsmPrinter { p }, t)
                    }))
                }
                _ => None,
            },
            Key::Attr(a) => match ctx.attr_kind(a) {
                AttrKind::Dialect { def, .. } => {
                    let info = ctx.registry.attr_def(*def);
                    let (print, ty) = (info.def.print, info.def.ty);
                    let mut ev =
                        Printer::collect_events(ctx, |p| print(&mut OpAsmPrinter { p }, a));
                    ev.extend(ty.map(|f| AliasEvent::Type(f(ctx, a))));
                    Some(ev)
                }
                _ => None,
            },
        };
        if let Some(events) = def_print {
            out.extend(events.into_iter().map(|e| match e {
                AliasEvent::Type(t) => Key::Type(t),
                AliasEvent::Attr(a, _) => Key::Attr(a),
            }));
            return;
        }
        match key {
            Key::Type(t) => match ctx.type_kind(t) {
                TypeKind::Complex(e)
                | TypeKind::Vector { elem: e, .. }
                | TypeKind::UnrankedTensor { elem: e } => out.push(Key::Type(*e)),
                TypeKind::RankedTensor { elem, encoding, .. } => {
                    out.push(Key::Type(*elem));
                    out.extend(encoding.map(Key::Attr));
                }
                TypeKind::MemRef {
                    elem,
                    layout,
                    memory_space,
                    ..
                } => {
                    out.push(Key::Type(*elem));
                    out.extend(layout.map(Key::Attr));
                    out.extend(memory_space.map(Key::Attr));
                }
                TypeKind::UnrankedMemRef { elem, memory_space } => {
                    out.push(Key::Type(*elem));
                    out.extend(memory_space.map(Key::Attr));
                }
                TypeKind::Tuple(ts) => out.extend(ts.iter().map(|&t| Key::Type(t))),
                TypeKind::Function { inputs, results } => {
                    out.extend(inputs.iter().chain(results.iter()).map(|&t| Key::Type(t)))
                }
                _ => {}
            },
            Key::Attr(a) => match ctx.attr_kind(a) {
                AttrKind::Integer { ty, .. }
                | AttrKind::Float { ty, .. }
                | AttrKind::Type(ty)
                | AttrKind::DenseArray { elem: ty, .. }
                | AttrKind::DenseIntOrFp { ty, .. }
                | AttrKind::DenseString { ty, .. }
                | AttrKind::DenseResource { ty, .. } => out.push(Key::Type(*ty)),
                AttrKind::String { ty: Some(ty), .. } | AttrKind::TypedOpaque { ty, .. } => {
                    out.push(Key::Type(*ty))
                }
                AttrKind::Distinct { referenced, .. } => out.push(Key::Attr(*referenced)),
                AttrKind::Array(es) => out.extend(es.iter().map(|&e| Key::Attr(e))),
                AttrKind::Dictionary(es) => out.extend(es.iter().map(|&(_, e)| Key::Attr(e))),
                AttrKind::Sparse {
                    ty,
                    indices,
                    values,
                } => {
                    out.push(Key::Type(*ty));
                    out.push(Key::Attr(*indices));
                    out.push(Key::Attr(*values));
                }
                AttrKind::NameLoc { child, .. }
                    if !matches!(ctx.attr_kind(*child), AttrKind::UnknownLoc) =>
                {
                    out.push(Key::Attr(*child));
                }
                AttrKind::CallSiteLoc { callee, caller } => {
                    out.push(Key::Attr(*callee));
                    out.push(Key::Attr(*caller));
                }
                AttrKind::FusedLoc { locs, metadata } => {
                    out.extend(locs.iter().map(|&l| Key::Attr(l)));
                    out.extend(metadata.map(Key::Attr));
                }
                _ => {}
            },
        }
    }
    fn mark_non_deferrable(&mut self, ctx: &Context, idx: u32) {
        if !self.infos[idx as usize].can_defer {
            return;
        }
        let mut stack = vec![idx];
        let mut kids = Vec::new();
        while let Some(i) = stack.pop() {
            let info = &mut self.infos[i as usize];
            if !info.can_defer {
                continue;
            }
            info.can_defer = false;
            let key = info.key;
            kids.clear();
            Self::push_children(ctx, key, &mut kids);
            stack.extend(kids.iter().filter_map(|k| self.map.get(k).copied()));
        }
    }

    fn insert(&mut self, ctx: &Context, key: Key, can_defer: bool) -> u32 {
        let alias = Self::alias_of(ctx, key);
        let idx = self.infos.len() as u32;
        self.infos.push(AliasInfo {
            key,
            depth: u32::from(alias.is_some()),
            alias,
            can_defer,
        });
        self.map.insert(key, idx);
        idx
    }

    /// Whether `key` needs no visit: it can neither have an alias nor contain one. Any type
    /// (attribute) may get an alias once a dialect registered a type (attribute) alias hook.
    fn is_trivial(&self, ctx: &Context, key: Key) -> bool {
        match key {
            Key::Type(t) => !self.type_hooks && trivial_type(ctx, t),
            Key::Attr(a) => !self.attr_hooks && trivial_attr(ctx, a),
        }
    }

    fn open(&mut self, ctx: &Context, key: Key, can_defer: bool) -> Frame {
        let idx = self.insert(ctx, key, can_defer);
        let start = self.buf.len();
        Self::push_children(ctx, key, &mut self.buf);
        Frame {
            idx,
            base: start,
            pos: start,
            end: self.buf.len(),
            max_depth: 0,
        }
    }

    /// Visits `root` and its sub-elements (iteratively, post-order for the depths).
    fn visit(&mut self, ctx: &Context, root: Key, can_defer: bool) {
        if let Some(&i) = self.map.get(&root) {
            if !can_defer {
                self.mark_non_deferrable(ctx, i);
            }
            return;
        }
        if self.is_trivial(ctx, root) {
            return;
        }
        let first = self.open(ctx, root, can_defer);
        let mut stack = vec![first];
        while let Some(top) = stack.last_mut() {
            if top.pos < top.end {
                let child = self.buf[top.pos];
                top.pos += 1;
                if let Some(&i) = self.map.get(&child) {
                    let d = self.infos[i as usize].depth;
                    top.max_depth = top.max_depth.max(d);
                    if !can_defer {
                        self.mark_non_deferrable(ctx, i);
                    }
                    continue;
                }
                if self.is_trivial(ctx, child) {
                    continue;
                }
                let f = self.open(ctx, child, can_defer);
                stack.push(f);
                continue;
            }
            let Some(done) = stack.pop() else { break };
            self.buf.truncate(done.base);
            let info = &mut self.infos[done.idx as usize];
            if done.max_depth > 0 {
                info.depth = done.max_depth + 1;
            }
            let d = info.depth;
            if let Some(parent) = stack.last_mut() {
                parent.max_depth = parent.max_depth.max(d);
            }
        }
        self.buf.clear();
    }
}

/// MLIR's `sanitizeIdentifier` for alias names: characters other than letters, digits, `$`,
/// `_` and `-` become their hexadecimal code (`.` gives `2E`), and a name starting with a
/// digit gets a leading `_`.
fn sanitize_alias(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        out.push('_');
    }
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || matches!(c, '$' | '_' | '-') {
            out.push(c);
        } else {
            let mut buf = [0u8; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("{b:X}"));
            }
        }
    }
    out
}

/// One alias definition, in print order.
#[derive(Clone, Debug)]
struct AliasDef {
    key: Key,
    deferred: bool,
    /// a type's alias, usable once its definition is printed (MLIR's `isPrinted`)
    type_alias: Option<Box<str>>,
}

impl<'a> Printer<'a> {
    #[inline]
    fn write_bytes(&mut self, b: &[u8]) {
        self.out.extend_from_slice(b);
    }

    /// Appends a decimal number.
    pub fn write_u64(&mut self, mut n: u64) {
        let mut buf = [0u8; 20];
        let mut i = buf.len();
        loop {
            i -= 1;
            buf[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        self.out.extend_from_slice(&buf[i..]);
    }

    fn write_indent(&mut self, n: usize) {
        self.out.resize(self.out.len() + n, b' ');
    }

    /// Prints `"text"` with MLIR's escapes (`\\`, and `\XX` for `"` and non-printable bytes).
    pub fn print_escaped_string(&mut self, s: &[u8]) {
        self.print_escaped_bytes(s);
    }

    /// Prints `s` (a symbol's text) bare when it is an identifier, else as an escaped string.
    pub fn print_keyword_or_string(&mut self, s: &str) {
        let b = symbol_bytes(s);
        if is_bare_keyword(&b) {
            self.write_bytes(&b);
        } else {
            self.print_escaped_bytes(&b);
        }
    }

    /// Prints a value's name: `%N`, `%argN`, `%N#i` for result `i` of a multi-result op.
    pub fn print_value(&mut self, v: Value) {
        self.print_value_impl(v, true);
    }

    fn print_value_impl(&mut self, v: Value, result_no: bool) {
        let ctx = self.ctx;
        let ir = &ctx.ir;
        if v.index() >= ir.num_values() {
            self.write("<<UNKNOWN SSA VALUE>>");
            return;
        }
        let (head, number) = match ir.value(v).def {
            ValueDef::Result { op, index } => self.names.result_lookup(ctx, op, index),
            ValueDef::BlockArg { .. } => (v, None),
            // a dropped use (MLIR's null value)
            ValueDef::Placeholder => {
                self.write("<<NULL VALUE>>");
                return;
            }
        };
        let id = self.names.value_id(head);
        if id == NO_ID {
            self.write("<<UNKNOWN SSA VALUE>>");
            return;
        }
        if id == NAMED {
            self.out.push(b'%');
            if let Some(name) = self.names.names.get(&head) {
                self.out
                    .extend_from_slice(name.of(&self.names.text).as_bytes());
            }
        } else if id & ARG_BIT != 0 {
            self.write("%arg");
            self.write_u64(u64::from(id & !ARG_BIT));
        } else {
            self.write("%");
            self.write_u64(u64::from(id));
        }
        if let Some(i) = number.filter(|_| result_no) {
            self.write("#");
            self.write_u64(u64::from(i));
        }
    }

    /// The printed name of a value (`%0`, `%arg1`, `%2#1`).
    pub fn value_name(&mut self, v: Value) -> String {
        let start = self.out.len();
        self.print_value(v);
        let s = String::from_utf8_lossy(&self.out[start..]).into_owned();
        self.out.truncate(start);
        s
    }

    /// Prints a block's label `^bbN`.
    pub fn print_block_name(&mut self, b: Block) {
        let id = self.names.block_id(b);
        if id == NO_ID {
            self.write("<<UNKNOWN BLOCK>>");
        } else {
            self.write("^bb");
            self.write_u64(u64::from(id));
        }
    }

    /// Prints `type, type, ...`.
    pub fn print_type_list(&mut self, types: impl IntoIterator<Item = Type>) {
        for (i, t) in types.into_iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_type(t);
        }
    }

    /// Prints `(inputs) -> results`, results parenthesized unless there is exactly one that is
    /// not a function type.
    pub fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.write("(");
        self.print_type_list(inputs.iter().copied());
        self.write(") -> ");
        let wrap = results.len() != 1
            || matches!(self.ctx.type_kind(results[0]), TypeKind::Function { .. });
        if wrap {
            self.write("(");
        }
        self.print_type_list(results.iter().copied());
        if wrap {
            self.write(")");
        }
    }

    /// Prints `name = value` (just `name` for a unit value).
    pub fn print_named_attr(&mut self, name: &str, value: Attribute) {
        let ctx = self.ctx;
        if self.collect.is_none() {
            self.print_keyword_or_string(name);
        }
        if matches!(ctx.attr_kind(value), AttrKind::Unit) {
            return;
        }
        self.write(" = ");
        self.print_attribute(value);
    }

    /// Prints ` {a = 1, b}` for the entries whose names are not in `elided`; nothing when none
    /// remain. With `keyword`, the dictionary is preceded by ` attributes`.
    pub fn print_optional_attr_dict_entries(
        &mut self,
        entries: &[(&str, Attribute)],
        elided: &[&str],
        keyword: bool,
    ) {
        let keep = |n: &&str| !elided.contains(n);
        if !entries.iter().any(|(n, _)| keep(n)) {
            return;
        }
        self.write(if keyword { " attributes {" } else { " {" });
        let mut first = true;
        for &(n, v) in entries.iter().filter(|(n, _)| keep(n)) {
            if !first {
                self.write(", ");
            }
            first = false;
            self.print_named_attr(n, v);
        }
        self.write("}");
    }

    /// The inherent (property) attributes of `op` as sorted `(name, value)` pairs: a
    /// registered op's slots, or the entries of an unregistered op's property dictionary.
    pub fn inherent_attrs(&self, op: Op) -> Vec<(&'a str, Attribute)> {
        let ctx = self.ctx;
        let mut out = Vec::new();
        match &ctx.ir.op(op).props {
            Properties::None => {}
            Properties::Dict(d) => {
                out.extend(ctx.dict_entries(*d).iter().map(|&(n, v)| (ctx.str(n), v)))
            }
            Properties::Slots(slots) => {
                // in name order, which the registration worked out once
                if let Some(info) = ctx.op_info(op) {
                    for &i in info.slots_by_name.iter() {
                        let i = i as usize;
                        if let (Some(Some(v)), Some(name)) =
                            (slots.get(i), info.property_names.get(i))
                        {
                            out.push((*name, *v));
                        }
                    }
                }
            }
        }
        out
    }

    /// True when every attribute [`Printer::op_attrs`] would list is in `elided` (the usual
    /// case: then nothing is printed, and nothing needs collecting or sorting). The names are
    /// compared as strings: hand-written printers name what they elide, for any op.
    pub fn all_attrs_elided(&self, op: Op, elided: &[&str]) -> bool {
        let ctx = self.ctx;
        let data = ctx.ir.op(op);
        let disc = ctx.dict_entries(data.attrs);
        if !disc.iter().all(|&(n, _)| elided.contains(&ctx.str(n))) {
            return false;
        }
        match &data.props {
            Properties::Slots(slots) => match ctx.op_info(op) {
                Some(info) => info
                    .property_names
                    .iter()
                    .zip(slots.iter())
                    .all(|(name, slot)| slot.is_none() || elided.contains(name)),
                None => true,
            },
            _ => true,
        }
    }

    /// All attributes of `op`, inherent (properties) and discardable, sorted by name (MLIR's
    /// `getAttrDictionary()`); what `attr-dict` prints minus its elided names.
    pub fn op_attrs(&self, op: Op) -> Vec<(&'a str, Attribute)> {
        let ctx = self.ctx;
        let mut all = match ctx.ir.op(op).props {
            Properties::Slots(_) => self.inherent_attrs(op),
            _ => Vec::new(),
        };
        // both parts are in name order: only a mix of the two needs sorting
        let disc = ctx.dict_entries(ctx.ir.op(op).attrs);
        let sorted = all.is_empty() || disc.is_empty();
        all.extend(disc.iter().map(|&(n, v)| (ctx.str(n), v)));
        if !sorted {
            all.sort_by(|a, b| a.0.cmp(b.0));
        }
        all
    }

    /// Prints ` loc(...)` after an op or block argument (under debuginfo), through the
    /// location's alias when `allow_alias`.
    pub fn print_trailing_location(&mut self, loc: Location, allow_alias: bool) {
        if !self.flags.debuginfo {
            return;
        }
        if let Some(ev) = &mut self.collect {
            ev.push(AliasEvent::Attr(loc, allow_alias));
            return;
        }
        self.write(" ");
        if allow_alias {
            self.print_location(loc);
        } else {
            self.write("loc(");
            self.print_location_internal(loc, true);
            self.write(")");
        }
    }

    /// Requests that `region` be printed here (`{` ... `}`); used by custom and generic
    /// printers. The region's text is produced after the current op's.
    pub fn print_region(
        &mut self,
        region: Region,
        print_entry_block_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    ) {
        let ev_pos = self.collect.as_ref().map_or(0, |e| e.len());
        self.holes.push(Hole {
            out_pos: self.out.len(),
            ev_pos,
            region,
            entry_args: print_entry_block_args,
            terminators: print_block_terminators,
            empty_block: print_empty_block,
            indent: self.indent,
        });
    }

    /// Prints `op` in generic form (after its results): `"name"(operands)[succs] <{props}>
    /// (regions) {attrs} : (types) -> types`.
    pub fn print_generic_op(&mut self, op: Op) {
        let ctx = self.ctx;
        let data = ctx.ir.op(op);
        if self.collect.is_some() {
            // MLIR's dummy printer: regions first, then operand and result types, then the
            // attribute values (inherent included for registered ops).
            for &r in data.regions.iter() {
                self.print_region(r, true, true, true);
            }
            let merged = match data.props {
                Properties::Slots(_) => Some(self.op_attrs(op)),
                _ => None,
            };
            if let Some(ev) = self.collect.as_mut() {
                ev.extend(
                    ctx.ir
                        .operands(op)
                        .chain(ctx.ir.results(op))
                        .map(|v| AliasEvent::Type(ctx.ir.value_type(v))),
                );
                match merged {
                    Some(m) => ev.extend(m.into_iter().map(|(_, a)| AliasEvent::Attr(a, false))),
                    None => ev.extend(
                        ctx.dict_entries(data.attrs)
                            .iter()
                            .map(|&(_, a)| AliasEvent::Attr(a, false)),
                    ),
                }
            }
            // The region holes sit before these events, so the events replay after the
            // regions (they end up in the last hole's trailing segment).
            return;
        }
        self.print_escaped_bytes(&symbol_bytes(ctx.str(data.name)));
        self.write("(");
        for (i, v) in ctx.ir.operands(op).enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_value(v);
        }
        self.write(")");
        if !data.successors.is_empty() {
            self.write("[");
            for (i, &b) in data.successors.iter().enumerate() {
                if i > 0 {
                    self.write(", ");
                }
                self.print_block_name(b);
            }
            self.write("]");
        }
        match &data.props {
            Properties::None => {}
            Properties::Dict(d) => {
                self.write(" <");
                self.print_attribute(*d);
                self.write(">");
            }
            Properties::Slots(_) => {
                let entries = self.inherent_attrs(op);
                if !entries.is_empty() {
                    self.write(" <{");
                    for (i, &(n, v)) in entries.iter().enumerate() {
                        if i > 0 {
                            self.write(", ");
                        }
                        self.print_named_attr(n, v);
                    }
                    self.write("}>");
                }
            }
        }
        if !data.regions.is_empty() {
            self.write(" (");
            for (i, &r) in data.regions.iter().enumerate() {
                if i > 0 {
                    self.write(", ");
                }
                self.print_region(r, true, true, true);
            }
            self.write(")");
        }
        let disc: Vec<(&str, Attribute)> = ctx
            .dict_entries(data.attrs)
            .iter()
            .map(|&(n, v)| (ctx.str(n), v))
            .collect();
        self.print_optional_attr_dict_entries(&disc, &[], false);
        self.write(" : (");
        for (i, v) in ctx.ir.operands(op).enumerate() {
            if i > 0 {
                self.write(", ");
            }
            // a dropped use has no type (MLIR's null value)
            if matches!(ctx.ir.value(v).def, ValueDef::Placeholder) {
                self.write("<<NULL TYPE>>");
            } else {
                self.print_type(ctx.ir.value_type(v));
            }
        }
        self.write(") -> ");
        let n = ctx.ir.num_results(op);
        let wrap = n != 1
            || matches!(
                ctx.type_kind(ctx.ir.value_type(ctx.ir.result(op, 0))),
                TypeKind::Function { .. }
            );
        if wrap {
            self.write("(");
        }
        self.print_type_list(ctx.ir.results(op).map(|v| ctx.ir.value_type(v)));
        if wrap {
            self.write(")");
        }
    }

    fn region_default_dialect(&self, region: Region) -> &'a str {
        let ctx = self.ctx;
        let Some(op) = ctx.ir.region_parent(region) else {
            return "";
        };
        let data = ctx.ir.op(op);
        if let Some(info) = data.info {
            if let Some(d) = ctx.registry.default_dialect(info) {
                return ctx.str(d);
            }
            if let Some(m) = ctx.registry.interface::<OpAsmOpInterface>(info) {
                return m.default_dialect.unwrap_or("");
            }
        }
        if ctx.str(data.name) == "builtin.module" {
            return "builtin";
        }
        ""
    }

    /// Prints one op at `indent` (with its trailing location and newline), then turns the
    /// holes its printer left into work items.
    fn print_op_item(&mut self, op: Op, indent: usize, dialect: &'a str, work: &mut Vec<Work<'a>>) {
        let ctx = self.ctx;
        let data = ctx.ir.op(op);
        self.indent = indent;
        self.default_dialect = dialect;
        let base_holes = self.holes.len();
        debug_assert_eq!(base_holes, 0);
        let custom = if self.flags.generic {
            None
        } else {
            ctx.op_info(op).and_then(|i| i.print)
        };
        let custom = custom.filter(|_| !self.unverified || op_hooks_safe(ctx, op));
        if self.collect.is_some() {
            if self.flags.debuginfo {
                if let Some(ev) = &mut self.collect {
                    ev.push(AliasEvent::Attr(data.loc, true));
                }
            }
            match custom {
                Some(f) => f(&mut OpAsmPrinter { p: self }, op),
                None => self.print_generic_op(op),
            }
            self.out.clear();
        } else {
            self.write_indent(indent);
            let n = ctx.ir.num_results(op);
            if n > 0 {
                match self.names.groups.get(&op).cloned() {
                    Some(groups) => {
                        for (i, &g) in groups.iter().enumerate() {
                            if i > 0 {
                                self.write(", ");
                            }
                            let end = groups.get(i + 1).copied().unwrap_or(n as u32);
                            self.print_value_impl(ctx.ir.result(op, g as usize), false);
                            if end - g > 1 {
                                self.write(":");
                                self.write_u64(u64::from(end - g));
                            }
                        }
                    }
                    None => {
                        self.print_value_impl(ctx.ir.result(op, 0), false);
                        if n > 1 {
                            self.write(":");
                            self.write_u64(n as u64);
                        }
                    }
                }
                self.write(" = ");
            }
            match custom {
                Some(f) => {
                    let name = ctx.str(data.name);
                    let short = name
                        .strip_prefix(dialect)
                        .and_then(|s| s.strip_prefix('.'))
                        .filter(|_| !dialect.is_empty() && name.matches('.').count() == 1);
                    self.write(short.unwrap_or(name));
                    f(&mut OpAsmPrinter { p: self }, op);
                }
                None => self.print_generic_op(op),
            }
            self.print_trailing_location(data.loc, true);
            self.write("\n");
        }
        self.split_holes(work);
    }

    /// Moves the text (or events) after each pending hole into work items.
    fn split_holes(&mut self, work: &mut Vec<Work<'a>>) {
        if self.holes.is_empty() {
            return;
        }
        let holes = std::mem::take(&mut self.holes);
        let collecting = self.collect.is_some();
        for (k, h) in holes.iter().enumerate().rev() {
            if let Some(ev) = self.collect.as_mut() {
                let end = holes
                    .get(k + 1)
                    .map_or(ev.len(), |n| n.ev_pos)
                    .min(ev.len());
                let seg = ev.get(h.ev_pos.min(end)..end).unwrap_or(&[]);
                if !seg.is_empty() {
                    self.held_events.extend_from_slice(seg);
                    work.push(Work::Events { len: seg.len() });
                }
            } else {
                let len = self.out.len();
                let end = holes.get(k + 1).map_or(len, |n| n.out_pos).min(len);
                let seg = self.out.get(h.out_pos.min(end)..end).unwrap_or(&[]);
                self.held_text.extend_from_slice(seg);
                work.push(Work::Text { len: seg.len() });
            }
            work.push(Work::Region(*h));
        }
        if let Some(first) = holes.first() {
            if collecting {
                if let Some(ev) = self.collect.as_mut() {
                    ev.truncate(first.ev_pos);
                }
            } else {
                self.out.truncate(first.out_pos);
            }
        }
        // the buffer goes back for the next op's holes
        let mut holes = holes;
        holes.clear();
        self.holes = holes;
    }

    /// Expands a region hole into work items.
    fn expand_region(&mut self, h: Hole, work: &mut Vec<Work<'a>>) {
        let ctx = self.ctx;
        if self.collect.is_none() {
            self.write("{\n");
        }
        work.push(Work::RegionEnd { indent: h.indent });
        let Some(entry) = ctx.ir.first_block(h.region) else {
            return;
        };
        let dialect = self.region_default_dialect(h.region);
        if ctx.ir.next_block(entry).is_none() {
            // one block (the common case): no table of predecessors needed (in invalid IR
            // printed for a diagnostic, the block may still branch to itself)
            let empty = ctx.ir.first_op(entry).is_none();
            let nargs = ctx.ir.block_args(entry).len();
            let mut preds = Vec::new();
            if self.collect.is_none() {
                for op in ctx.ir.block_ops(entry) {
                    let succs = &ctx.ir.op(op).successors;
                    preds.extend(succs.iter().filter(|&&s| s == entry).map(|_| entry));
                }
            }
            work.push(Work::Block {
                block: entry,
                preds,
                header: (h.empty_block && empty) || (h.entry_args && nargs != 0),
                terminator: h.terminators,
                indent: h.indent,
                dialect,
            });
            return;
        }
        let blocks: Vec<Block> = ctx.ir.region_blocks(h.region).collect();
        // Predecessors, one entry per successor use, gathered once per region.
        let mut preds: Vec<Vec<Block>> = vec![Vec::new(); blocks.len()];
        if self.collect.is_none() {
            for &b in &blocks {
                for op in ctx.ir.block_ops(b) {
                    for &s in ctx.ir.op(op).successors.iter() {
                        let i = self.names.block_id(s) as usize;
                        if blocks.get(i) == Some(&s) {
                            preds[i].push(b);
                        }
                    }
                }
            }
        }
        for (&b, preds) in blocks.iter().zip(preds).rev() {
            let (header, terminator) = if b == entry {
                let empty = ctx.ir.first_op(b).is_none();
                let nargs = ctx.ir.block_args(b).len();
                (
                    (h.empty_block && empty) || (h.entry_args && nargs != 0),
                    h.terminators,
                )
            } else {
                (true, true)
            };
            work.push(Work::Block {
                block: b,
                preds,
                header,
                terminator,
                indent: h.indent,
                dialect,
            });
        }
    }

    fn print_block_item(&mut self, item: BlockItem<'a>, work: &mut Vec<Work<'a>>) {
        let ctx = self.ctx;
        let BlockItem {
            block,
            preds,
            header,
            terminator,
            indent,
            dialect,
        } = item;
        if header {
            if self.collect.is_some() {
                for &arg in ctx.ir.block_args(block) {
                    self.print_type(ctx.ir.value_type(arg));
                    self.print_trailing_location(ctx.ir.value(arg).loc, false);
                }
            } else {
                self.write_indent(indent);
                self.print_block_name(block);
                let args = ctx.ir.block_args(block);
                if !args.is_empty() {
                    self.write("(");
                    for (i, &arg) in args.iter().enumerate() {
                        if i > 0 {
                            self.write(", ");
                        }
                        self.print_value(arg);
                        self.write(": ");
                        self.print_type(ctx.ir.value_type(arg));
                        self.print_trailing_location(ctx.ir.value(arg).loc, false);
                    }
                    self.write(")");
                }
                self.write(":");
                let is_entry = ctx
                    .ir
                    .block_parent(block)
                    .and_then(|r| ctx.ir.first_block(r))
                    == Some(block);
                if ctx.ir.block_parent(block).is_none() {
                    self.write("  // block is not in a region!");
                } else {
                    let mut preds: Vec<(u32, Block)> = preds
                        .into_iter()
                        .map(|b| (self.names.block_id(b), b))
                        .collect();
                    if preds.is_empty() {
                        if !is_entry {
                            self.write("  // no predecessors");
                        }
                    } else if preds.len() == 1 {
                        self.write("  // pred: ");
                        self.print_block_name(preds[0].1);
                    } else {
                        preds.sort_by_key(|p| p.0);
                        self.write("  // ");
                        self.write_u64(preds.len() as u64);
                        self.write(" preds: ");
                        for (i, p) in preds.iter().enumerate() {
                            if i > 0 {
                                self.write(", ");
                            }
                            self.print_block_name(p.1);
                        }
                    }
                }
                self.write("\n");
            }
        }
        let Some(first) = ctx.ir.first_op(block) else {
            return;
        };
        let last = ctx.ir.last_op(block);
        let stop = match last {
            Some(l) if !terminator && ctx.op_traits(l).contains(OpTraits::TERMINATOR) => Some(l),
            _ => None,
        };
        if stop == Some(first) {
            return;
        }
        work.push(Work::Ops {
            next: first,
            stop,
            indent: indent + 2,
            dialect,
        });
    }

    /// Runs the work stack from `top`, flushing printed text to `sink` in chunks (print mode)
    /// or replaying alias events into `collector` (collect mode).
    fn run(
        &mut self,
        top: Op,
        mut sink: Option<&mut dyn Write>,
        mut collector: Option<&mut AliasCollector>,
    ) -> io::Result<()> {
        let ctx = self.ctx;
        let mut work = vec![Work::One { op: top, indent: 0 }];
        while let Some(item) = work.pop() {
            match item {
                Work::Text { len } => {
                    let from = self.held_text.len() - len;
                    self.out.extend_from_slice(&self.held_text[from..]);
                    self.held_text.truncate(from);
                }
                Work::Events { len } => {
                    let from = self.held_events.len() - len;
                    if let Some(c) = collector.as_deref_mut() {
                        replay(ctx, c, &self.held_events[from..]);
                    }
                    self.held_events.truncate(from);
                }
                Work::One { op, indent } => {
                    self.print_op_item(op, indent, "builtin", &mut work);
                }
                Work::Ops {
                    next,
                    stop,
                    indent,
                    dialect,
                } => {
                    if let Some(n) = ctx.ir.next_op(next).filter(|&n| Some(n) != stop) {
                        work.push(Work::Ops {
                            next: n,
                            stop,
                            indent,
                            dialect,
                        });
                    }
                    self.print_op_item(next, indent, dialect, &mut work);
                }
                Work::Region(h) => self.expand_region(h, &mut work),
                Work::Block {
                    block,
                    preds,
                    header,
                    terminator,
                    indent,
                    dialect,
                } => {
                    let item = BlockItem {
                        block,
                        preds,
                        header,
                        terminator,
                        indent,
                        dialect,
                    };
                    self.print_block_item(item, &mut work)
                }
                Work::RegionEnd { indent } => {
                    if self.collect.is_none() {
                        self.write_indent(indent);
                        self.write("}");
                    }
                }
            }
            if let (Some(c), Some(ev)) = (collector.as_deref_mut(), self.collect.as_mut()) {
                if !ev.is_empty() {
                    let mut evs = std::mem::take(ev);
                    replay(ctx, c, &evs);
                    // the buffer goes back for the next item's events
                    evs.clear();
                    if let Some(ev) = self.collect.as_mut() {
                        *ev = evs;
                    }
                }
            }
            if let Some(s) = sink.as_deref_mut() {
                if self.out.len() >= FLUSH_CHUNK {
                    s.write_all(&self.out)?;
                    self.out.clear();
                }
            }
        }
        Ok(())
    }

    /// Runs the alias pre-pass over `top` and fills the alias tables; returns the definitions
    /// in print order.
    fn compute_aliases(&mut self, top: Op) -> Vec<AliasDef> {
        let mut collector = AliasCollector {
            type_hooks: self
                .ctx
                .registry
                .dialects
                .iter()
                .any(|d| d.type_alias.is_some()),
            attr_hooks: self
                .ctx
                .registry
                .dialects
                .iter()
                .any(|d| d.attr_alias.is_some()),
            ..AliasCollector::default()
        };
        self.collect = Some(Vec::new());
        let _ = self.run(top, None, Some(&mut collector));
        self.collect = None;
        self.out.clear();
        self.holes.clear();
        let ctx = self.ctx;
        let mut order: Vec<u32> = (0..collector.infos.len() as u32)
            .filter(|&i| collector.infos[i as usize].alias.is_some())
            .collect();
        order.sort_by(|&a, &b| {
            let (x, y) = (&collector.infos[a as usize], &collector.infos[b as usize]);
            x.depth
                .cmp(&y.depth)
                .then_with(|| {
                    let xt = matches!(x.key, Key::Type(_));
                    let yt = matches!(y.key, Key::Type(_));
                    yt.cmp(&xt)
                })
                .then_with(|| x.alias.cmp(&y.alias))
        });
        let mut counts: FxHashMap<&str, u32> = FxHashMap::default();
        let mut defs = Vec::with_capacity(order.len());
        for i in order {
            let info = &collector.infos[i as usize];
            let Some(name) = info.alias.as_deref() else {
                continue;
            };
            let c = counts.entry(name).or_insert(0);
            let suffix = *c;
            *c += 1;
            let mut text = String::with_capacity(name.len() + 4);
            text.push(if matches!(info.key, Key::Type(_)) {
                '!'
            } else {
                '#'
            });
            text.push_str(name);
            if suffix > 0 {
                if name.ends_with(|c: char| c.is_ascii_digit()) {
                    text.push('_');
                }
                text.push_str(&suffix.to_string());
            }
            let type_alias = match info.key {
                Key::Type(_) => Some(text.into()),
                Key::Attr(a) => {
                    self.attr_aliases.insert(a, text.into());
                    None
                }
            };
            defs.push(AliasDef {
                key: info.key,
                deferred: info.can_defer,
                type_alias,
            });
        }
        let _ = ctx;
        defs
    }

    fn print_alias_defs(&mut self, defs: &[AliasDef], deferred: bool) {
        for d in defs.iter().filter(|d| d.deferred == deferred) {
            match d.key {
                Key::Type(t) => {
                    // As MLIR, a type alias is used only once its definition is printed: not
                    // inside its own definition, nor inside the definition of a type printed
                    // before it (recursive types print each other in full there).
                    if let Some(a) = &d.type_alias {
                        self.write(a);
                        self.write(" = ");
                        self.print_type_inline(t);
                        self.write("\n");
                        self.type_aliases.insert(t, a.clone());
                    }
                }
                Key::Attr(a) => {
                    if let Some(n) = self.attr_aliases.get(&a).cloned() {
                        self.write(&n);
                        self.write(" = ");
                        self.print_attribute_inline(a);
                        self.write("\n");
                    }
                }
            }
        }
    }
}

/// The value name a type proposes through [`OpAsmTypeInterface`].
fn type_value_name(ctx: &Context, ty: Type) -> Option<&'static str> {
    ctx.type_interface::<OpAsmTypeInterface>(ty)
        .map(|m| m.value_name)
}

/// Replays recorded alias events into the collector.
fn replay(ctx: &Context, c: &mut AliasCollector, events: &[AliasEvent]) {
    for e in events {
        match *e {
            AliasEvent::Type(t) => c.visit(ctx, Key::Type(t), false),
            AliasEvent::Attr(a, d) => c.visit(ctx, Key::Attr(a), d),
        }
    }
}

/// Prints a top-level op the way `mlir-opt` does: non-deferred alias definitions, the op and a
/// newline, deferred (location) alias definitions, then the resources section. `mlir-opt`
/// writes one more `\n` after this. Output is flushed to `out` in 64 KiB chunks.
///
/// With [`PrintFlags::local_scope`] only the op is printed (MLIR's `printFullOpWithIndentAndLoc`):
/// no alias definitions (attributes, types and locations print inline), no resources section
/// and no newline after the op.
pub fn print_top_level(
    ctx: &Context,
    op: Op,
    flags: PrintFlags,
    out: &mut dyn Write,
) -> io::Result<()> {
    prepare_top_level(ctx, op, flags).emit(op, out)
}

/// The work [`print_top_level`] does before writing anything: value and block names and the
/// alias pre-pass. It only reads the IR, so a driver may run it on another thread while the
/// same IR is verified, and emit (or drop) it afterwards.
pub struct PreparedPrint<'c> {
    p: Printer<'c>,
    defs: Vec<AliasDef>,
}

/// Names values and collects aliases for printing `op` at top level (see [`PreparedPrint`]).
pub fn prepare_top_level(ctx: &Context, op: Op, flags: PrintFlags) -> PreparedPrint<'_> {
    prepare(ctx, op, flags, false)
}

/// [`prepare_top_level`] on IR not verified yet (next to the verifier, whose verdict decides
/// whether the preparation is used): the hooks written for valid ops (custom printers in the
/// alias pre-pass, result names) run only on ops that their own verifier accepts, so invalid
/// input cannot make them fail.
pub fn prepare_top_level_unverified(ctx: &Context, op: Op, flags: PrintFlags) -> PreparedPrint<'_> {
    prepare(ctx, op, flags, true)
}

/// True when `op`'s own verifier (without its regions) accepts it or it has none.
fn op_hooks_safe(ctx: &Context, op: Op) -> bool {
    ctx.op_info(op)
        .and_then(|i| i.verify)
        .is_none_or(|verify| verify(ctx, op).is_ok())
}

fn prepare(ctx: &Context, op: Op, flags: PrintFlags, unverified: bool) -> PreparedPrint<'_> {
    let mut p = Printer::new(ctx, flags);
    p.unverified = unverified;
    p.names = SsaNames::compute_impl(ctx, op, flags.generic, flags.nameloc_as_prefix, unverified);
    let defs = if !flags.local_scope && aliases_possible(ctx, flags) {
        p.compute_aliases(op)
    } else {
        Vec::new()
    };
    PreparedPrint { p, defs }
}

impl PreparedPrint<'_> {
    /// Prints `op` (the op this was prepared for) as [`print_top_level`] does.
    pub fn emit(self, op: Op, out: &mut dyn Write) -> io::Result<()> {
        let PreparedPrint { mut p, defs } = self;
        if p.flags.local_scope {
            let mut held = HoldLastByte {
                inner: out,
                last: None,
            };
            p.run(op, Some(&mut held), None)?;
            held.write_all(&p.out)?;
            p.out.clear();
            // the op's own newline is the last byte printed: drop it
            return match held.last {
                Some(b'\n') | None => Ok(()),
                Some(b) => held.inner.write_all(&[b]),
            };
        }
        p.print_alias_defs(&defs, false);
        p.run(op, Some(&mut *out), None)?;
        p.print_alias_defs(&defs, true);
        p.print_resources_section();
        out.write_all(&p.out)?;
        p.out.clear();
        Ok(())
    }
}

/// False when nothing the printer could print gets an alias, so the alias pre-pass (a full
/// dry-run print, about a tenth of `ods-opt`'s time) can be skipped. Printers only print
/// interned types and attributes, so it is enough that no interned one has a builtin alias
/// (affine maps, integer sets, distinct attributes, tuples of more than 16 types), and that no
/// location can be printed: with `--mlir-print-debuginfo` every op location is, otherwise only a
/// location held as an attribute value (inside an interned composite attribute or directly in
/// an op's property slots).
fn aliases_possible(ctx: &Context, flags: PrintFlags) -> bool {
    if flags.debuginfo {
        return true;
    }
    let r = &ctx.registry;
    if r.dialects
        .iter()
        .any(|d| d.type_alias.is_some() || d.attr_alias.is_some())
    {
        return true;
    }
    // a dialect type or attribute may print anything: look at what it prints
    let mut children = Vec::new();
    let nontrivial = |c: &Key| match *c {
        Key::Type(t) => !trivial_type(ctx, t),
        Key::Attr(a) => !trivial_attr(ctx, a),
    };
    if !r.type_defs.is_empty() {
        for (i, k) in ctx.interned_types().enumerate() {
            if matches!(k, TypeKind::Dialect { .. }) {
                children.clear();
                AliasCollector::push_children(ctx, Key::Type(Type::from_index(i)), &mut children);
                if children.iter().any(nontrivial) {
                    return true;
                }
            }
        }
    }
    if !r.attr_defs.is_empty() {
        for (a, k) in ctx.interned_attrs() {
            if matches!(k, AttrKind::Dialect { .. }) {
                children.clear();
                AliasCollector::push_children(ctx, Key::Attr(a), &mut children);
                if children.iter().any(nontrivial) {
                    return true;
                }
            }
        }
    }
    for (a, k) in ctx.interned_attrs() {
        match k {
            AttrKind::AffineMap(_) | AttrKind::IntegerSet(_) | AttrKind::Distinct { .. } => {
                return true
            }
            k if k.is_location() => {}
            _ => {
                children.clear();
                AliasCollector::push_children(ctx, Key::Attr(a), &mut children);
                let is_loc = |c: &Key| matches!(c, Key::Attr(c) if ctx.attr_kind(*c).is_location());
                if children.iter().any(is_loc) {
                    return true;
                }
            }
        }
    }
    if ctx
        .interned_types()
        .any(|t| matches!(t, TypeKind::Tuple(es) if es.len() > 16))
    {
        return true;
    }
    ctx.ir.all_ops().any(|o| match &o.props {
        Properties::Slots(slots) => slots
            .iter()
            .flatten()
            .any(|&a| ctx.attr_kind(a).is_location()),
        _ => false,
    })
}

/// A writer that holds back the last byte written to it (in `last`), so the end of streamed
/// output can still be dropped.
struct HoldLastByte<'w> {
    inner: &'w mut dyn Write,
    last: Option<u8>,
}

impl Write for HoldLastByte<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf)?;
        Ok(buf.len())
    }
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        let Some((&last, rest)) = buf.split_last() else {
            return Ok(());
        };
        if let Some(prev) = self.last.take() {
            self.inner.write_all(&[prev])?;
        }
        self.inner.write_all(rest)?;
        self.last = Some(last);
        Ok(())
    }
    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// Prints `op` alone, as MLIR prints an op with `--mlir-print-local-scope` (the `see current
/// operation` note): no alias definitions (attributes print inline), no trailing newline, values
/// numbered from the nearest isolated-from-above ancestor (`op` included), values defined
/// outside it print as `<<UNKNOWN SSA VALUE>>`. [`PrintFlags::nameloc_as_prefix`] applies.
pub fn print_op_local(ctx: &Context, op: Op, flags: PrintFlags) -> String {
    let mut root = op;
    while !ctx.op_traits(root).contains(OpTraits::ISOLATED_FROM_ABOVE) {
        match ctx.ir.parent_op(root) {
            Some(p) => root = p,
            None => break,
        }
    }
    let mut p = Printer::new(ctx, flags);
    p.names = SsaNames::compute_for(ctx, root, flags);
    let _ = p.run(op, None, None);
    if p.out.last() == Some(&b'\n') {
        p.out.pop();
    }
    String::from_utf8_lossy(&p.out).into_owned()
}

impl<'p, 'a> OpAsmPrinter<'p, 'a> {
    /// Wraps a printer.
    pub fn new(p: &'p mut Printer<'a>) -> Self {
        OpAsmPrinter { p }
    }
    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.p.ctx
    }
    /// Writes raw text.
    pub fn write(&mut self, s: &str) {
        self.p.write(s);
    }
    /// Writes raw bytes (need not be UTF-8).
    pub fn write_bytes(&mut self, b: &[u8]) {
        self.p.write_bytes(b);
    }
    /// Writes a keyword (raw text; no quoting).
    pub fn print_keyword(&mut self, kw: &str) {
        self.p.write(kw);
    }
    /// Writes `s` bare when it is an identifier, else as an escaped string literal.
    pub fn print_keyword_or_string(&mut self, s: &str) {
        self.p.print_keyword_or_string(s);
    }
    /// Writes `"s"` with MLIR's escapes.
    pub fn print_string_literal(&mut self, s: &[u8]) {
        self.p.print_escaped_string(s);
    }
    /// Writes `@name` (quoted when `name` is not an identifier: `@"a b"`).
    pub fn print_symbol_name(&mut self, name: &str) {
        self.p.write("@");
        self.p.print_keyword_or_string(name);
    }
    /// Writes a decimal integer.
    pub fn print_integer(&mut self, v: i64) {
        if v < 0 {
            self.p.write("-");
        }
        self.p.write_u64(v.unsigned_abs());
    }
    /// Writes a newline followed by the current indentation.
    pub fn print_newline(&mut self) {
        self.p.write("\n");
        let n = self.p.indent;
        self.p.write_indent(n);
    }
    /// Increases the indentation used by [`OpAsmPrinter::print_newline`] and nested regions.
    pub fn increase_indent(&mut self) {
        self.p.indent += 2;
    }
    /// Decreases the indentation.
    pub fn decrease_indent(&mut self) {
        self.p.indent = self.p.indent.saturating_sub(2);
    }
    /// Writes an operand's name: `%0`, `%arg0`, `%1#2`.
    pub fn print_operand(&mut self, v: Value) {
        self.p.print_value(v);
    }
    /// Writes operand names separated by `, `.
    pub fn print_operands(&mut self, vs: impl IntoIterator<Item = Value>) {
        for (i, v) in vs.into_iter().enumerate() {
            if i > 0 {
                self.p.write(", ");
            }
            self.p.print_value(v);
        }
    }
    /// The printed name of a value.
    pub fn value_name(&mut self, v: Value) -> String {
        self.p.value_name(v)
    }
    /// Writes a type (through its alias).
    pub fn print_type(&mut self, t: Type) {
        self.p.print_type(t);
    }
    /// Writes types separated by `, `.
    pub fn print_types(&mut self, ts: impl IntoIterator<Item = Type>) {
        self.p.print_type_list(ts);
    }
    /// Writes the types of `vs` separated by `, `.
    pub fn print_value_types(&mut self, vs: impl IntoIterator<Item = Value>) {
        let ctx = self.p.ctx;
        self.p
            .print_type_list(vs.into_iter().map(|v| ctx.ir.value_type(v)));
    }
    /// Writes the result types of `op` separated by `, `.
    pub fn print_result_types(&mut self, op: Op) {
        let ctx = self.p.ctx;
        self.p
            .print_type_list(ctx.ir.results(op).map(|v| ctx.ir.value_type(v)));
    }
    /// Writes ` -> type` / ` -> (t1, t2)` (parenthesized unless a single non-function type);
    /// nothing for no types.
    pub fn print_optional_arrow_type_list(&mut self, ts: &[Type]) {
        if !ts.is_empty() {
            self.print_arrow_type_list(ts);
        }
    }
    /// Writes ` -> type` or ` -> (types)`.
    pub fn print_arrow_type_list(&mut self, ts: &[Type]) {
        self.p.write(" -> ");
        let wrap =
            ts.len() != 1 || matches!(self.p.ctx.type_kind(ts[0]), TypeKind::Function { .. });
        if wrap {
            self.p.write("(");
        }
        self.p.print_type_list(ts.iter().copied());
        if wrap {
            self.p.write(")");
        }
    }
    /// Writes `(inputs) -> results` (results parenthesized unless a single non-function type).
    pub fn print_functional_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.p.print_functional_type(inputs, results);
    }
    /// Writes `op`'s operand and result types as a functional type.
    pub fn print_op_functional_type(&mut self, op: Op) {
        let ctx = self.p.ctx;
        let ins: Vec<Type> = ctx.ir.operands(op).map(|v| ctx.ir.value_type(v)).collect();
        let outs: Vec<Type> = ctx.ir.results(op).map(|v| ctx.ir.value_type(v)).collect();
        self.p.print_functional_type(&ins, &outs);
    }
    /// Writes an attribute (through its alias).
    pub fn print_attribute(&mut self, a: Attribute) {
        self.p.print_attribute(a);
    }
    /// Writes an attribute without its ` : type` suffix (integers, floats, dense elements...).
    pub fn print_attribute_without_type(&mut self, a: Attribute) {
        self.p.print_attribute_elided(a, AttrTypeElision::Must);
    }
    /// A dense array in its stripped form `[1, 2]` (MLIR's `printStrippedAttrOrType` of a
    /// `DenseArrayAttr`); any other attribute in full.
    pub fn print_stripped_dense_array(&mut self, a: Attribute) {
        let ctx = self.p.ctx;
        match ctx.attr_kind(a) {
            AttrKind::DenseArray { elem, len, raw } => {
                self.p.write("[");
                self.p.print_dense_array_elems(*elem, *len, raw);
                self.p.write("]");
            }
            _ => self.p.print_attribute(a),
        }
    }
    /// All attributes of `op` (inherent and discardable) sorted by name.
    pub fn op_attrs(&self, op: Op) -> Vec<(&'a str, Attribute)> {
        self.p.op_attrs(op)
    }
    /// The inherent attribute `name` of `op`, if set. Found by name, for hand-written printers
    /// (generated ones read the slot through their `AttrRef`s).
    pub fn inherent_attr(&self, op: Op, name: &str) -> Option<Attribute> {
        let ctx = self.p.ctx;
        match &ctx.ir.op(op).props {
            Properties::None => None,
            Properties::Dict(d) => ctx
                .dict_entries(*d)
                .iter()
                .find(|(n, _)| ctx.str(*n) == name)
                .map(|e| e.1),
            Properties::Slots(slots) => {
                let info = ctx.op_info(op)?;
                let i = info.property_names.iter().position(|n| *n == name)?;
                slots.get(i).copied().flatten()
            }
        }
    }
    /// Writes ` {a = 1, b}` of `op`'s attributes (inherent included) not in `elided`; nothing
    /// when none remain (MLIR's `printOptionalAttrDict(op->getAttrs(), elided)`).
    pub fn print_optional_attr_dict(&mut self, op: Op, elided: &[&str]) {
        if self.p.all_attrs_elided(op, elided) {
            return;
        }
        let attrs = self.p.op_attrs(op);
        self.p
            .print_optional_attr_dict_entries(&attrs, elided, false);
    }
    /// Like [`OpAsmPrinter::print_optional_attr_dict`] with the ` attributes` keyword.
    pub fn print_optional_attr_dict_with_keyword(&mut self, op: Op, elided: &[&str]) {
        if self.p.all_attrs_elided(op, elided) {
            return;
        }
        let attrs = self.p.op_attrs(op);
        self.p
            .print_optional_attr_dict_entries(&attrs, elided, true);
    }
    /// Writes ` {..}` of explicit entries not in `elided`.
    pub fn print_attr_dict_entries(
        &mut self,
        entries: &[(Symbol, Attribute)],
        elided: &[&str],
        with_keyword: bool,
    ) {
        let ctx = self.p.ctx;
        let e: Vec<(&str, Attribute)> = entries.iter().map(|&(n, v)| (ctx.str(n), v)).collect();
        self.p
            .print_optional_attr_dict_entries(&e, elided, with_keyword);
    }
    /// Writes a region `{ ... }` at this position.
    pub fn print_region(
        &mut self,
        region: Region,
        print_entry_block_args: bool,
        print_block_terminators: bool,
    ) {
        self.p.print_region(
            region,
            print_entry_block_args,
            print_block_terminators,
            false,
        );
    }
    /// Writes a region, also printing the entry block's header when it is empty.
    pub fn print_region_with_empty_block(
        &mut self,
        region: Region,
        print_entry_block_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    ) {
        self.p.print_region(
            region,
            print_entry_block_args,
            print_block_terminators,
            print_empty_block,
        );
    }
    /// Writes a region argument declaration `%arg0: type` (with ` loc(..)` under debuginfo).
    pub fn print_region_argument(&mut self, v: Value) {
        let ctx = self.p.ctx;
        self.p.print_value(v);
        self.p.write(": ");
        self.p.print_type(ctx.ir.value_type(v));
        self.p.print_trailing_location(ctx.ir.value(v).loc, false);
    }
    /// Writes the ` {..}` attribute dictionary of a region argument printed with
    /// [`OpAsmPrinter::print_region_argument`]-style text (a function's `%arg0: i32 {a = 1}`).
    /// The alias pre-pass skips it, like MLIR's, whose dummy alias printer looks only at a
    /// region argument's type and location: an attribute used nowhere else prints inline.
    pub fn print_region_argument_attrs(&mut self, entries: &[(Symbol, Attribute)]) {
        if self.p.collect.is_some() {
            return;
        }
        self.print_attr_dict_entries(entries, &[], false);
    }
    /// Writes a successor block label `^bb1`.
    pub fn print_successor(&mut self, b: Block) {
        self.p.print_block_name(b);
    }
    /// Writes `^bb1(%0, %1 : i32, f32)` (just `^bb1` without operands).
    pub fn print_successor_and_use_list(&mut self, b: Block, operands: &[Value]) {
        self.p.print_block_name(b);
        if operands.is_empty() {
            return;
        }
        self.p.write("(");
        self.print_operands(operands.iter().copied());
        self.p.write(" : ");
        self.print_value_types(operands.iter().copied());
        self.p.write(")");
    }
    /// Writes ` loc(..)` for `loc` under debuginfo (MLIR's `printOptionalLocationSpecifier`).
    pub fn print_optional_location_specifier(&mut self, loc: Location) {
        if !self.p.flags.debuginfo {
            return;
        }
        if let Some(ev) = self.p.collect.as_mut() {
            ev.push(AliasEvent::Attr(loc, false));
            return;
        }
        self.p.print_trailing_location(loc, true);
    }
    /// Writes `op` in generic form (without its results), e.g. for ops nested in custom syntax.
    pub fn print_generic_op(&mut self, op: Op) {
        self.p.print_generic_op(op);
    }
    /// True when printing in generic form.
    pub fn is_generic(&self) -> bool {
        self.p.flags.generic
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::registry::{OpDefinition, OpTraits};
    use crate::ir::OperationState;

    struct B {
        ctx: Context,
    }

    impl B {
        fn new() -> Self {
            let mut ctx = Context::new();
            ctx.allow_unregistered = true;
            B { ctx }
        }
        fn register_builtin(&mut self) {
            let mut d = OpDefinition::new("builtin.module");
            d.traits = OpTraits::NO_TERMINATOR;
            d.property_names = &["sym_name", "sym_visibility"];
            d.print = Some(super::super::builtin::print_module);
            self.ctx.register_op(d);
            let mut d = OpDefinition::new("builtin.unrealized_conversion_cast");
            d.print = Some(super::super::builtin::print_unrealized_conversion_cast);
            self.ctx.register_op(d);
        }
        fn op(
            &mut self,
            name: &str,
            operands: &[Value],
            results: &[Type],
            succs: &[Block],
            regions: &[Region],
        ) -> Op {
            let name = self.ctx.symbol(name);
            let mut st = OperationState::new(&self.ctx, name, self.ctx.common.unknown_loc);
            st.operands = operands.to_vec();
            st.result_types = results.to_vec();
            st.successors = succs.to_vec();
            st.regions = regions.to_vec();
            self.ctx.create_op(st)
        }
        fn block(&mut self, args: &[Type]) -> Block {
            let b = self.ctx.ir.create_block();
            for &t in args {
                self.ctx.ir.add_block_arg(b, t, self.ctx.common.unknown_loc);
            }
            b
        }
        fn region(&mut self, blocks: &[Block]) -> Region {
            let r = self.ctx.ir.create_region();
            for &b in blocks {
                self.ctx.ir.append_block(r, b);
            }
            r
        }
        fn push(&mut self, b: Block, op: Op) -> Op {
            self.ctx.ir.append_op(b, op);
            op
        }
        fn res(&self, op: Op, i: usize) -> Value {
            self.ctx.ir.result(op, i)
        }
        fn arg(&self, b: Block, i: usize) -> Value {
            self.ctx.ir.block_args(b)[i]
        }
        /// A `builtin.module` holding `body`.
        fn module(&mut self, body: Block) -> Op {
            let r = self.region(&[body]);
            self.op("builtin.module", &[], &[], &[], &[r])
        }
        fn print(&self, op: Op, generic: bool) -> String {
            let mut out = Vec::new();
            let flags = PrintFlags {
                generic,
                debuginfo: false,
                ..PrintFlags::default()
            };
            print_top_level(&self.ctx, op, flags, &mut out).unwrap();
            String::from_utf8(out).unwrap()
        }
    }

    /// Builds the IR of a.mlir in the module docs' examples (multi-block region, successors,
    /// multi-result op, sibling regions).
    fn build_a(b: &mut B) -> Op {
        let i32t = b.ctx.common.i32;
        let i64t = b.ctx.common.i64;
        let top = b.block(&[]);
        let a = b.op("t.a", &[], &[i32t], &[], &[]);
        b.push(top, a);
        let a0 = b.res(a, 0);
        // region 1
        let bb0 = b.block(&[i32t]);
        let bb1 = b.block(&[]);
        let bb2 = b.block(&[i32t, i32t]);
        let bb3 = b.block(&[]);
        let x = b.arg(bb0, 0);
        let c = b.op("t.c", &[x], &[i32t], &[], &[]);
        b.push(bb0, c);
        let c0 = b.res(c, 0);
        let r = b.op("t.r", &[c0], &[], &[bb1], &[]);
        b.push(bb0, r);
        let d = b.op("t.d", &[], &[i32t], &[], &[]);
        b.push(bb1, d);
        let r2 = b.op("t.r2", &[], &[], &[bb2, bb3], &[]);
        b.push(bb1, r2);
        let r2 = b.op("t.r2", &[], &[], &[bb3, bb3], &[]);
        b.push(bb2, r2);
        let r2 = b.op("t.r2", &[], &[], &[bb3, bb2], &[]);
        b.push(bb3, r2);
        let reg1 = b.region(&[bb0, bb1, bb2, bb3]);
        // region 2
        let e_blk = b.block(&[]);
        let e = b.op("t.e", &[], &[i32t], &[], &[]);
        b.push(e_blk, e);
        let g_blk = b.block(&[]);
        let g = b.op("t.g", &[], &[i32t], &[], &[]);
        b.push(g_blk, g);
        let g_reg = b.region(&[g_blk]);
        let f = b.op("t.f", &[], &[], &[], &[g_reg]);
        b.push(e_blk, f);
        let reg2 = b.region(&[e_blk]);
        let tb = b.op("t.b", &[a0], &[i32t, i64t], &[], &[reg1, reg2]);
        b.push(top, tb);
        let (t0, t1) = (b.res(tb, 0), b.res(tb, 1));
        let u = b.op("t.u", &[t1, t0], &[], &[], &[]);
        b.push(top, u);
        b.module(top)
    }

    const A_CUSTOM: &str = r#"module {
  %0 = "t.a"() : () -> i32
  %1:2 = "t.b"(%0) ({
  ^bb0(%arg0: i32):
    %2 = "t.c"(%arg0) : (i32) -> i32
    "t.r"(%2)[^bb1] : (i32) -> ()
  ^bb1:  // pred: ^bb0
    %3 = "t.d"() : () -> i32
    "t.r2"()[^bb2, ^bb3] : () -> ()
  ^bb2(%4: i32, %5: i32):  // 2 preds: ^bb1, ^bb3
    "t.r2"()[^bb3, ^bb3] : () -> ()
  ^bb3:  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb3
    "t.r2"()[^bb3, ^bb2] : () -> ()
  }, {
    %2 = "t.e"() : () -> i32
    "t.f"() ({
      %3 = "t.g"() : () -> i32
    }) : () -> ()
  }) : (i32) -> (i32, i64)
  "t.u"(%1#1, %1#0) : (i64, i32) -> ()
}
"#;

    const A_GENERIC: &str = r#""builtin.module"() ({
  %0 = "t.a"() : () -> i32
  %1:2 = "t.b"(%0) ({
  ^bb0(%arg0: i32):
    %4 = "t.c"(%arg0) : (i32) -> i32
    "t.r"(%4)[^bb1] : (i32) -> ()
  ^bb1:  // pred: ^bb0
    %5 = "t.d"() : () -> i32
    "t.r2"()[^bb2, ^bb3] : () -> ()
  ^bb2(%6: i32, %7: i32):  // 2 preds: ^bb1, ^bb3
    "t.r2"()[^bb3, ^bb3] : () -> ()
  ^bb3:  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb3
    "t.r2"()[^bb3, ^bb2] : () -> ()
  }, {
    %2 = "t.e"() : () -> i32
    "t.f"() ({
      %3 = "t.g"() : () -> i32
    }) : () -> ()
  }) : (i32) -> (i32, i64)
  "t.u"(%1#1, %1#0) : (i64, i32) -> ()
}) : () -> ()
"#;

    #[test]
    fn numbering_blocks_and_preds() {
        let mut b = B::new();
        b.register_builtin();
        let m = build_a(&mut b);
        assert_eq!(b.print(m, false), A_CUSTOM);
        assert_eq!(b.print(m, true), A_GENERIC);
    }

    #[test]
    fn sibling_regions_and_arg_numbering() {
        // b.mlir of the module docs
        let mut b = B::new();
        b.register_builtin();
        let i32t = b.ctx.common.i32;
        let top = b.block(&[]);
        // region 1: entry without args, branch to ^bb1
        let e = b.block(&[]);
        let bb1 = b.block(&[]);
        let br = b.op("t.br", &[], &[], &[bb1], &[]);
        b.push(e, br);
        let x = b.op("t.x", &[], &[], &[], &[]);
        b.push(bb1, x);
        let r1 = b.region(&[e, bb1]);
        let r2 = b.region(&[]);
        let eb = b.block(&[]);
        let r3 = b.region(&[eb]);
        // region 4
        let a4 = b.block(&[i32t]);
        let yb = b.block(&[i32t]);
        let zb = b.block(&[]);
        let z = b.op("t.z", &[], &[], &[], &[]);
        b.push(zb, z);
        let zr = b.region(&[zb]);
        let y = b.op("t.y", &[], &[], &[], &[zr]);
        let cb = b.block(&[i32t]);
        b.ctx.ir.append_op(cb, y);
        let yr = b.region(&[cb]);
        let _ = yb;
        let db = b.block(&[i32t]);
        let q = b.op("t.q", &[], &[i32t], &[], &[]);
        b.push(db, q);
        let dr = b.region(&[db]);
        let tx = b.op("t.x", &[], &[], &[], &[yr, dr]);
        b.push(a4, tx);
        let w = b.op("t.w", &[], &[i32t], &[], &[]);
        b.push(a4, w);
        let r4 = b.region(&[a4]);
        let ta = b.op("t.a", &[], &[], &[], &[r1, r2, r3, r4]);
        b.push(top, ta);
        let vb = b.block(&[i32t]);
        let v = b.op("t.v", &[], &[i32t], &[], &[]);
        b.push(vb, v);
        let vr = b.region(&[vb]);
        let ta2 = b.op("t.a", &[], &[], &[], &[vr]);
        b.push(top, ta2);
        let m = b.module(top);
        let custom = r#"module {
  "t.a"() ({
    "t.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "t.x"() : () -> ()
  }, {
  }, {
  ^bb0:
  }, {
  ^bb0(%arg0: i32):
    "t.x"() ({
    ^bb0(%arg1: i32):
      "t.y"() ({
        "t.z"() : () -> ()
      }) : () -> ()
    }, {
    ^bb0(%arg1: i32):
      %1 = "t.q"() : () -> i32
    }) : () -> ()
    %0 = "t.w"() : () -> i32
  }) : () -> ()
  "t.a"() ({
  ^bb0(%arg0: i32):
    %0 = "t.v"() : () -> i32
  }) : () -> ()
}
"#;
        assert_eq!(b.print(m, false), custom);
        let generic = r#""builtin.module"() ({
  "t.a"() ({
    "t.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "t.x"() : () -> ()
  }, {
  }, {
  ^bb0:
  }, {
  ^bb0(%arg1: i32):
    "t.x"() ({
    ^bb0(%arg3: i32):
      "t.y"() ({
        "t.z"() : () -> ()
      }) : () -> ()
    }, {
    ^bb0(%arg2: i32):
      %2 = "t.q"() : () -> i32
    }) : () -> ()
    %1 = "t.w"() : () -> i32
  }) : () -> ()
  "t.a"() ({
  ^bb0(%arg0: i32):
    %0 = "t.v"() : () -> i32
  }) : () -> ()
}) : () -> ()
"#;
        assert_eq!(b.print(m, true), generic);
    }

    #[test]
    fn module_and_cast_custom_form() {
        let mut b = B::new();
        b.register_builtin();
        let i32t = b.ctx.common.i32;
        let i64t = b.ctx.common.i64;
        let top = b.block(&[]);
        let a = b.op("t.a", &[], &[i32t], &[], &[]);
        b.push(top, a);
        let a0 = b.res(a, 0);
        let c = b.op(
            "builtin.unrealized_conversion_cast",
            &[a0],
            &[i64t],
            &[],
            &[],
        );
        b.push(top, c);
        let c = b.op(
            "builtin.unrealized_conversion_cast",
            &[a0, a0],
            &[i64t, i32t],
            &[],
            &[],
        );
        b.push(top, c);
        let c = b.op("builtin.unrealized_conversion_cast", &[], &[i64t], &[], &[]);
        b.push(top, c);
        // nested named module
        let inner = b.block(&[]);
        let nm = b.module(inner);
        let name = b.ctx.string_attr("q");
        b.ctx.ir.op_mut(nm).props = Properties::Slots(Box::new([Some(name), None]));
        b.push(top, nm);
        // a builtin op inside an unregistered op's region keeps its prefix
        let rb = b.block(&[]);
        let c = b.op(
            "builtin.unrealized_conversion_cast",
            &[a0],
            &[i64t],
            &[],
            &[],
        );
        b.push(rb, c);
        let rr = b.region(&[rb]);
        let t = b.op("t.r", &[], &[], &[], &[rr]);
        b.push(top, t);
        let m = b.module(top);
        let unit = b.ctx.common.unit;
        let tx = b.ctx.symbol("t.x");
        let attrs = b.ctx.dictionary_attr(vec![(tx, unit)]);
        b.ctx.ir.op_mut(m).attrs = attrs;
        let expected = r#"module attributes {t.x} {
  %0 = "t.a"() : () -> i32
  %1 = unrealized_conversion_cast %0 : i32 to i64
  %2:2 = unrealized_conversion_cast %0, %0 : i32, i32 to i64, i32
  %3 = unrealized_conversion_cast to i64
  module @q {
  }
  "t.r"() ({
    %4 = builtin.unrealized_conversion_cast %0 : i32 to i64
  }) : () -> ()
}
"#;
        assert_eq!(b.print(m, false), expected);
        let generic = r#""builtin.module"() ({
  %0 = "t.a"() : () -> i32
  %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
  %2:2 = "builtin.unrealized_conversion_cast"(%0, %0) : (i32, i32) -> (i64, i32)
  %3 = "builtin.unrealized_conversion_cast"() : () -> i64
  "builtin.module"() <{sym_name = "q"}> ({
  ^bb0:
  }) : () -> ()
  "t.r"() ({
    %4 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
  }) : () -> ()
}) {t.x} : () -> ()
"#;
        assert_eq!(b.print(m, true), generic);
    }

    #[test]
    fn tuple_aliases_ordered_by_depth() {
        let mut b = B::new();
        let i8t = b
            .ctx
            .integer_type(8, crate::ir::types::Signedness::Signless);
        let i7t = b
            .ctx
            .integer_type(7, crate::ir::types::Signedness::Signless);
        let mut elems = vec![i8t; 16];
        elems.push(i7t);
        let small = b.ctx.intern_type(TypeKind::Tuple(elems.clone().into()));
        let mut outer = vec![i8t; 17];
        outer.push(small);
        let big = b.ctx.intern_type(TypeKind::Tuple(outer.into()));
        let top = b.block(&[]);
        let o = b.op("t.e", &[], &[big], &[], &[]);
        b.push(top, o);
        let m = b.module(top);
        let s = b.print(m, true);
        let i8s = "i8, ".repeat(16);
        let expected = format!(
            "!tuple = tuple<{i8s}i7>\n!tuple1 = tuple<{i8s}i8, !tuple>\n\"builtin.module\"() ({{\n  %0 = \"t.e\"() : () -> !tuple1\n}}) : () -> ()\n"
        );
        assert_eq!(s, expected);
    }

    fn nest(b: &mut B, depth: usize) -> Op {
        let leaf_block = b.block(&[]);
        let leaf = b.op("t.leaf", &[], &[], &[], &[]);
        b.push(leaf_block, leaf);
        let mut blk = leaf_block;
        for _ in 0..depth {
            let r = b.region(&[blk]);
            let op = b.op("t.n", &[], &[], &[], &[r]);
            blk = b.block(&[]);
            b.push(blk, op);
        }
        b.module(blk)
    }

    #[test]
    fn deep_nesting_does_not_overflow() {
        // Numbering and the alias pass at 100,000 levels; full printing (whose output grows
        // quadratically with the indentation) at 5,000 levels; both on a small stack.
        let handle = std::thread::Builder::new()
            .stack_size(256 * 1024)
            .spawn(|| {
                let mut b = B::new();
                let m = nest(&mut b, 100_000);
                let mut p = Printer::new(&b.ctx, PrintFlags::default());
                p.names = SsaNames::compute(&b.ctx, m, false);
                let defs = p.compute_aliases(m);
                assert!(defs.is_empty());
                let mut b = B::new();
                let depth = 5_000;
                let m = nest(&mut b, depth);
                for generic in [false, true] {
                    let s = b.print(m, generic);
                    assert_eq!(s.matches("\"t.n\"() ({").count(), depth);
                    let leaf = format!("{}\"t.leaf\"() : () -> ()\n", " ".repeat(2 * depth + 2));
                    assert!(s.contains(&leaf));
                }
            })
            .unwrap();
        handle.join().unwrap();
    }

    #[test]
    fn location_aliases_deferred_and_block_args() {
        let mut b = B::new();
        b.register_builtin();
        let i32t = b.ctx.common.i32;
        let fl = |b: &mut B, f: &str, l: u32, c: u32| {
            let f = b.ctx.symbol(f);
            b.ctx.file_line_col(f, l, c)
        };
        let x = fl(&mut b, "x", 3, 4);
        let c228 = fl(&mut b, "c.mlir", 2, 28);
        let z = fl(&mut b, "z", 1, 1);
        let q = fl(&mut b, "q", 1, 2);
        let r = fl(&mut b, "r", 3, 4);
        let y = fl(&mut b, "y", 1, 1);
        let m0 = fl(&mut b, "c2.mlir", 0, 0);
        let cs1 = b.ctx.intern_attr(AttrKind::CallSiteLoc {
            callee: q,
            caller: r,
        });
        let cs2 = b.ctx.intern_attr(AttrKind::CallSiteLoc {
            callee: x,
            caller: r,
        });
        let blk = b.ctx.ir.create_block();
        b.ctx.ir.add_block_arg(blk, i32t, x);
        b.ctx.ir.add_block_arg(blk, i32t, c228);
        for (name, loc) in [("t.b", z), ("t.c", cs1), ("t.c", cs2)] {
            let o = b.op(name, &[], &[], &[], &[]);
            b.ctx.ir.op_mut(o).loc = loc;
            b.push(blk, o);
        }
        let reg = b.region(&[blk]);
        let top = b.block(&[]);
        let ta = b.op("t.a", &[], &[], &[], &[reg]);
        b.ctx.ir.op_mut(ta).loc = y;
        b.push(top, ta);
        let tb = b.op("t.b", &[], &[], &[], &[]);
        b.ctx.ir.op_mut(tb).loc = z;
        b.push(top, tb);
        let m = b.module(top);
        b.ctx.ir.op_mut(m).loc = m0;
        let mut out = Vec::new();
        let flags = PrintFlags {
            generic: false,
            debuginfo: true,
            ..PrintFlags::default()
        };
        print_top_level(&b.ctx, m, flags, &mut out).unwrap();
        let expected = r##"#loc2 = loc("x":3:4)
#loc3 = loc("c.mlir":2:28)
module {
  "t.a"() ({
  ^bb0(%arg0: i32 loc("x":3:4), %arg1: i32 loc("c.mlir":2:28)):
    "t.b"() : () -> () loc(#loc4)
    "t.c"() : () -> () loc(#loc7)
    "t.c"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
  "t.b"() : () -> () loc(#loc4)
} loc(#loc)
#loc = loc("c2.mlir":0:0)
#loc1 = loc("y":1:1)
#loc4 = loc("z":1:1)
#loc5 = loc("q":1:2)
#loc6 = loc("r":3:4)
#loc7 = loc(callsite(#loc5 at #loc6))
#loc8 = loc(callsite(#loc2 at #loc6))
"##;
        assert_eq!(String::from_utf8(out).unwrap(), expected);
    }

    fn print_wrap(p: &mut OpAsmPrinter, op: Op) {
        let r = p.ctx().ir.op(op).regions[0];
        p.write(" ");
        p.print_region(r, true, true);
        p.print_optional_attr_dict(op, &[]);
    }

    fn print_nothing(_p: &mut OpAsmPrinter, _op: Op) {}

    static X_FN_ASM: OpAsmOpInterface = OpAsmOpInterface {
        default_dialect: Some("x"),
        result_names: None,
    };

    #[test]
    fn custom_regions_visit_aliases_in_place_and_default_dialect() {
        use crate::ir::affine::{AffineExpr, AffineMap};
        let mut b = B::new();
        b.register_builtin();
        let mut d = OpDefinition::new("x.wrap");
        d.print = Some(print_wrap);
        b.ctx.register_op(d);
        let mut d = OpDefinition::new("x.fn");
        d.print = Some(print_wrap);
        let id = b.ctx.register_op(d);
        b.ctx.add_interface(id, &X_FN_ASM);
        let mut d = OpDefinition::new("x.yield");
        d.print = Some(print_nothing);
        d.traits = OpTraits::TERMINATOR;
        b.ctx.register_op(d);
        let map2 = b.ctx.intern_attr(AttrKind::AffineMap(AffineMap {
            num_dims: 2,
            num_symbols: 0,
            results: Box::new([AffineExpr::Dim(1)]),
        }));
        let map1 = b.ctx.intern_attr(AttrKind::AffineMap(AffineMap {
            num_dims: 1,
            num_symbols: 0,
            results: Box::new([AffineExpr::Dim(0)]),
        }));
        let msym = b.ctx.symbol("m");
        let d2 = b.ctx.dictionary_attr(vec![(msym, map2)]);
        let d1 = b.ctx.dictionary_attr(vec![(msym, map1)]);
        let inner = b.block(&[]);
        let tin = b.op("t.in", &[], &[], &[], &[]);
        b.ctx.ir.op_mut(tin).attrs = d2;
        b.push(inner, tin);
        let y = b.op("x.yield", &[], &[], &[], &[]);
        b.push(inner, y);
        let ir = b.region(&[inner]);
        let wrap = b.op("x.wrap", &[], &[], &[], &[ir]);
        b.ctx.ir.op_mut(wrap).attrs = d1;
        let fb = b.block(&[]);
        b.push(fb, wrap);
        let y = b.op("x.yield", &[], &[], &[], &[]);
        b.push(fb, y);
        let fr = b.region(&[fb]);
        let f = b.op("x.fn", &[], &[], &[], &[fr]);
        let top = b.block(&[]);
        b.push(top, f);
        let m = b.module(top);
        let expected = r#"#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0) -> (d0)>
module {
  x.fn {
    wrap {
      "t.in"() {m = #map} : () -> ()
      x.yield
    } {m = #map1}
    yield
  }
}
"#;
        assert_eq!(b.print(m, false), expected);
        let generic = r#"#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "x.fn"() ({
    "x.wrap"() ({
      "t.in"() {m = #map} : () -> ()
      "x.yield"() : () -> ()
    }) {m = #map1} : () -> ()
    "x.yield"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
        assert_eq!(b.print(m, true), generic);
    }

    fn name_c0(_ctx: &Context, op: Op, set: &mut dyn FnMut(Value, &str)) {
        let _ = op;
        set(_ctx.ir.result(op, 0), "c0");
    }

    fn name_two(ctx: &Context, op: Op, set: &mut dyn FnMut(Value, &str)) {
        set(ctx.ir.result(op, 1), "b");
        if ctx.ir.num_results(op) == 2 {
            set(ctx.ir.result(op, 0), "a");
        }
    }

    static CST_ASM: OpAsmOpInterface = OpAsmOpInterface {
        default_dialect: None,
        result_names: Some(name_c0),
    };
    static TWO_ASM: OpAsmOpInterface = OpAsmOpInterface {
        default_dialect: None,
        result_names: Some(name_two),
    };

    #[test]
    fn result_names_are_uniqued_per_scope_and_grouped() {
        let mut b = B::new();
        b.register_builtin();
        let id = b.ctx.register_op(OpDefinition::new("t.cst"));
        b.ctx.add_interface(id, &CST_ASM);
        let id = b.ctx.register_op(OpDefinition::new("t.two"));
        b.ctx.add_interface(id, &TWO_ASM);
        let (i32t, idx) = (b.ctx.common.i32, b.ctx.common.index);
        let fb = b.block(&[i32t]);
        for _ in 0..2 {
            let c = b.op("t.cst", &[], &[idx], &[], &[]);
            b.push(fb, c);
        }
        let x = b.op("t.x", &[], &[i32t], &[], &[]);
        b.push(fb, x);
        let r1b = b.block(&[]);
        for _ in 0..2 {
            let c = b.op("t.cst", &[], &[idx], &[], &[]);
            b.push(r1b, c);
        }
        let y = b.op("t.y", &[], &[i32t], &[], &[]);
        b.push(r1b, y);
        let r2b = b.block(&[]);
        let c = b.op("t.cst", &[], &[idx], &[], &[]);
        b.push(r2b, c);
        let (r1, r2) = (b.region(&[r1b]), b.region(&[r2b]));
        let tr = b.op("t.r", &[], &[], &[], &[r1, r2]);
        b.push(fb, tr);
        let c = b.op("t.cst", &[], &[idx], &[], &[]);
        b.push(fb, c);
        let two = b.op("t.two", &[], &[i32t, i32t], &[], &[]);
        b.push(fb, two);
        let three = b.op("t.two", &[], &[i32t, i32t, i32t], &[], &[]);
        b.push(fb, three);
        let uses: Vec<Value> = vec![
            b.res(two, 1),
            b.res(two, 0),
            b.res(three, 0),
            b.res(three, 1),
            b.res(three, 2),
        ];
        let u = b.op("t.use", &uses, &[], &[], &[]);
        b.push(fb, u);
        let fr = b.region(&[fb]);
        let f = b.op("t.f", &[], &[], &[], &[fr]);
        let top = b.block(&[]);
        b.push(top, f);
        let m = b.module(top);
        // The outer region uses conflict ids 0, 1 (`%c0_0`, `%c0_1`) and 2 (`%b_2`) before
        // its nested regions are numbered, so those continue from 3.
        let expected = r#"module {
  "t.f"() ({
  ^bb0(%arg0: i32):
    %c0 = "t.cst"() : () -> index
    %c0_0 = "t.cst"() : () -> index
    %0 = "t.x"() : () -> i32
    "t.r"() ({
      %c0_3 = "t.cst"() : () -> index
      %c0_4 = "t.cst"() : () -> index
      %2 = "t.y"() : () -> i32
    }, {
      %c0_3 = "t.cst"() : () -> index
    }) : () -> ()
    %c0_1 = "t.cst"() : () -> index
    %a, %b = "t.two"() : () -> (i32, i32)
    %1, %b_2:2 = "t.two"() : () -> (i32, i32, i32)
    "t.use"(%b, %a, %1, %b_2#0, %b_2#1) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}
"#;
        assert_eq!(b.print(m, false), expected);
        // the generic form ignores result names
        let g = b.print(m, true);
        assert!(g.contains("%0 = \"t.cst\"() : () -> index"), "{g}");
        assert!(g.contains("%4:2 = \"t.two\"()"), "{g}");
    }

    /// stdout of the driver on `text` (file `t.mlir`) with `flags` and
    /// `--allow-unregistered-dialect`.
    fn driver_stdout(text: &str, flags: &[&str]) -> String {
        let mut args: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
        args.push("--allow-unregistered-dialect".into());
        args.push("t.mlir".into());
        let opts = crate::tool::driver::Options::parse(args).expect("valid options");
        let out = crate::tool::driver::run(&opts, text.as_bytes(), |_| {});
        assert_eq!(out.code, 0, "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    #[test]
    fn local_scope_prints_inline_with_one_newline() {
        let text = "\"foo.a\"() {m = affine_map<(d0) -> (d0)>} : () -> () loc(\"x\":1:2)\n";
        assert_eq!(
            driver_stdout(
                text,
                &["--mlir-print-local-scope", "--mlir-print-debuginfo"]
            ),
            "module {\n  \"foo.a\"() {m = affine_map<(d0) -> (d0)>} : () -> () \
             loc(\"x\":1:2)\n} loc(\"t.mlir\":0:0)\n"
        );
    }

    #[test]
    fn nameloc_names_results_and_arguments() {
        let text = "%a = \"foo.a\"() : () -> i32 loc(\"v\")\n\
                    %b = \"foo.a\"() : () -> i32 loc(fused[\"q\":1:1, \"v\"])\n\
                    \"foo.r\"() ({\n\
                    ^bb0(%x: i32 loc(\"in\"), %y: i32):\n  \
                    \"foo.u\"(%x, %y) : (i32, i32) -> ()\n\
                    }) : () -> ()\n";
        assert_eq!(
            driver_stdout(
                text,
                &["--mlir-use-nameloc-as-prefix", "--mlir-print-op-generic"]
            ),
            "\"builtin.module\"() ({\n  \
             %v = \"foo.a\"() : () -> i32\n  \
             %v_0 = \"foo.a\"() : () -> i32\n  \
             \"foo.r\"() ({\n  \
             ^bb0(%in: i32, %arg1: i32):\n    \
             \"foo.u\"(%in, %arg1) : (i32, i32) -> ()\n  \
             }) : () -> ()\n\
             }) : () -> ()\n\n"
        );
    }

    #[test]
    fn sanitized_names() {
        let sanitized = |name: &[u8]| {
            // appended after what the buffer holds
            let mut out = String::from("pre:");
            sanitize_value_name(name, &mut out);
            out.strip_prefix("pre:").map(str::to_string)
        };
        let sanitize_value_name = |name: &[u8]| sanitized(name).unwrap_or_default();
        assert_eq!(sanitize_value_name(b"x y"), "x_y");
        assert_eq!(sanitize_value_name(b"7"), "_7");
        assert_eq!(sanitize_value_name(b" a"), "_a");
        assert_eq!(sanitize_value_name(b"%a"), "_25a");
        assert_eq!(sanitize_value_name(b"a\xC3"), "aC3");
        assert_eq!(sanitize_value_name(b"$a.b-c_d"), "$a.b-c_d");
    }
}
