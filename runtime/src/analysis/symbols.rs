//! Symbols and symbol tables: MLIR's `SymbolTable` utilities and `SymbolOpInterface` basics
//! that symbol passes (`symbol-dce`, `symbol-privatize`) and the inliner build on.
//!
//! - A *symbol table* is an op with the `SymbolTable` trait ([`OpTraits::SYMBOL_TABLE`],
//!   `builtin.module`): one region of one block whose ops may define symbols.
//! - A *symbol* is an op with the `Symbol` trait ([`OpTraits::SYMBOL`], `func.func`,
//!   `builtin.module`); its name is the string attribute `sym_name` and its visibility the
//!   optional string attribute `sym_visibility` ([`visibility`]). Name lookup, as in MLIR,
//!   considers every op of the table carrying a string `sym_name`, symbol or not.
//! - A *symbol use* is a `SymbolRefAttr` (`@f`, `@m::@f`) found anywhere in an op's
//!   attributes: inherent ones (registered ops' properties) and discardable ones, inside arrays
//!   and dictionaries ([`symbol_refs`]). [`symbol_uses`] collects those of an op and of the ops
//!   nested in it, without entering nested symbol tables (MLIR's
//!   `SymbolTable::getSymbolUses(Operation *)`).
//! - [`SymbolTables`] caches one name map per symbol table (MLIR's `SymbolTableCollection`)
//!   and resolves flat and nested references ([`SymbolTables::lookup_ref_in`]).
//!
//! Everything is iterative: neither deep nesting of ops nor of attributes costs stack.
//! The parameters of dialect-defined attributes and types are not searched (MLIR walks them
//! too; no bundled dialect stores a symbol reference there), nor are those of unregistered
//! dialects (kept as text, as mlir-opt does too).

use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::context::{Context, FxHashMap, Symbol};
use crate::ir::ops::Properties;
use crate::ir::registry::OpTraits;
use crate::ir::types::{Type, TypeKind};
use crate::ir::{Block, Op};

/// The visibility of a symbol (MLIR's `SymbolTable::Visibility`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Visibility {
    /// Visible from outside the IR (no `sym_visibility`, or any value other than the two
    /// below).
    Public,
    /// `sym_visibility = "private"`: visible only in its symbol table.
    Private,
    /// `sym_visibility = "nested"`: visible to symbol tables nested in its own one.
    Nested,
}

/// Whether `op` defines a symbol table (`SymbolTable` trait).
pub fn is_symbol_table(ctx: &Context, op: Op) -> bool {
    ctx.op_traits(op).contains(OpTraits::SYMBOL_TABLE)
}

/// Whether `op` is a symbol (MLIR's `isa<SymbolOpInterface>`): it has the `Symbol` trait and a
/// `sym_name` (an op whose name is optional, like `builtin.module`, is not a symbol without
/// one; the others always have one once verified).
pub fn is_symbol(ctx: &Context, op: Op) -> bool {
    ctx.op_traits(op).contains(OpTraits::SYMBOL) && attr_named(ctx, op, "sym_name").is_some()
}

/// An attribute of `op` by name, as MLIR's `op->getAttr(name)` finds it: its inherent
/// attribute (a property slot of a registered op, or an entry of an unregistered op's
/// property dictionary), else the discardable attribute of that name.
pub fn attr_named(ctx: &Context, op: Op, name: &str) -> Option<Attribute> {
    crate::ods::verify::op_attr(ctx, op, name)
}

/// `dict` with the entry `name` set to `value` (removed for `None`).
fn dict_with(
    ctx: &mut Context,
    dict: Attribute,
    name: Symbol,
    value: Option<Attribute>,
) -> Attribute {
    let mut entries: Vec<_> = ctx
        .dict_entries(dict)
        .iter()
        .copied()
        .filter(|e| e.0 != name)
        .collect();
    if let Some(v) = value {
        entries.push((name, v));
    }
    ctx.dictionary_attr(entries)
}

/// Sets (`Some`) or removes (`None`) the attribute `name` of `op` where [`attr_named`] reads
/// it: the property slot of a registered op declaring it, an existing entry of an
/// unregistered op's property dictionary, else the discardable dictionary.
pub fn set_attr_named(ctx: &mut Context, op: Op, name: &str, value: Option<Attribute>) {
    let sym = ctx.symbol(name);
    let info = ctx.op_info(op);
    let slot = info.and_then(|info| info.slot_of(sym));
    let num_slots = info.map_or(0, |info| info.property_names.len());
    if let Some(i) = slot {
        let data = ctx.ir.op_mut(op);
        if !matches!(data.props, Properties::Slots(_)) {
            data.props = Properties::Slots(vec![None; num_slots.max(i + 1)].into_boxed_slice());
        }
        if let Properties::Slots(s) = &mut data.props {
            if s.len() <= i {
                let mut v = std::mem::take(s).into_vec();
                v.resize(i + 1, None);
                *s = v.into_boxed_slice();
            }
            s[i] = value;
        }
        return;
    }
    if let Properties::Dict(d) = ctx.ir.op(op).props {
        if ctx.dict_entries(d).iter().any(|e| e.0 == sym) {
            let d = dict_with(ctx, d, sym, value);
            ctx.ir.op_mut(op).props = Properties::Dict(d);
            return;
        }
    }
    let d = ctx.ir.op(op).attrs;
    let d = dict_with(ctx, d, sym, value);
    ctx.ir.op_mut(op).attrs = d;
}

/// The bytes of a string attribute.
fn string_bytes(ctx: &Context, attr: Attribute) -> Option<&[u8]> {
    match ctx.attr_kind(attr) {
        AttrKind::String { value, .. } => Some(value),
        _ => None,
    }
}

/// The symbol name of `op`: the text of its string attribute `sym_name` (MLIR's
/// `SymbolTable::getSymbolName`), `None` when it has none (an anonymous module) or the name
/// is not UTF-8 (no reference can name it then).
pub fn symbol_name(ctx: &Context, op: Op) -> Option<&str> {
    let attr = attr_named(ctx, op, "sym_name")?;
    std::str::from_utf8(string_bytes(ctx, attr)?).ok()
}

/// The visibility of symbol `op` (MLIR's `SymbolTable::getSymbolVisibility`): from its string
/// attribute `sym_visibility`, public when absent.
pub fn visibility(ctx: &Context, op: Op) -> Visibility {
    let Some(attr) = attr_named(ctx, op, "sym_visibility") else {
        return Visibility::Public;
    };
    match string_bytes(ctx, attr) {
        Some(b"private") => Visibility::Private,
        Some(b"nested") => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// Sets the visibility of symbol `op` (MLIR's `SymbolTable::setSymbolVisibility`): public
/// removes `sym_visibility`, the others set it to `"private"` or `"nested"`
/// ([`set_attr_named`]).
pub fn set_visibility(ctx: &mut Context, op: Op, vis: Visibility) {
    let value = match vis {
        Visibility::Public => None,
        Visibility::Private => Some(ctx.string_attr("private")),
        Visibility::Nested => Some(ctx.string_attr("nested")),
    };
    set_attr_named(ctx, op, "sym_visibility", value);
}

/// The `SymbolOpInterface` check of a symbol's parent: a symbol nested in a registered op
/// must be nested in a symbol table (`symbol's parent must have the SymbolTable trait`, the
/// message without the `'name' op` prefix).
pub fn symbol_parent_error(ctx: &Context, op: Op) -> Option<&'static str> {
    let parent = ctx.ir.parent_op(op)?;
    (ctx.ir.op(parent).info.is_some() && !is_symbol_table(ctx, parent))
        .then_some("symbol's parent must have the SymbolTable trait")
}

/// Whether `op` may be a symbol table nobody knows of (MLIR's
/// `isPotentiallyUnknownSymbolTable`): an op of an unregistered dialect with exactly one
/// region. Symbol uses cannot be computed across such an op.
pub fn is_potentially_unknown_symbol_table(ctx: &Context, op: Op) -> bool {
    let data = ctx.ir.op(op);
    if data.regions.len() != 1 || data.info.is_some() {
        return false;
    }
    let name = ctx.str(data.name);
    let ns = name.split_once('.').map_or(name, |(ns, _)| ns);
    ctx.lookup_symbol(ns)
        .and_then(|s| ctx.registry.dialect(s))
        .is_none()
}

/// The entries of `op`'s attribute dictionary as MLIR's `getAttrDictionary` sees it:
/// inherent attributes of a registered op (its property slots) merged with the discardable
/// ones, sorted by name. An unregistered op's `<{...}>` properties are not part of it.
fn attr_dictionary(ctx: &Context, op: Op, out: &mut Vec<(Symbol, Attribute)>) {
    out.clear();
    let data = ctx.ir.op(op);
    out.extend_from_slice(ctx.dict_entries(data.attrs));
    if let (Properties::Slots(slots), Some(info)) = (&data.props, ctx.op_info(op)) {
        let before = out.len();
        for (i, slot) in slots.iter().enumerate() {
            if let (Some(a), Some(&name)) = (slot, info.property_symbols.get(i)) {
                out.push((name, *a));
            }
        }
        if out.len() > before {
            out.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
        }
    }
}

/// Appends the symbol references held by `op`'s own attributes (not those of nested ops) to
/// `out`: every `SymbolRefAttr` inside its attribute dictionary (inherent and discardable
/// attributes sorted by name, as MLIR's `getAttrDictionary`),
/// searched in pre-order through arrays, dictionaries, distinct attributes and type
/// attributes (a tensor's encoding, a memref's layout and memory space, the element and
/// function types around them; as in mlir-opt 22, not the types of dense elements or typed
/// strings), each distinct attribute and type once (MLIR walks each distinct sub-element
/// once). A reference's nested parts are not separate uses.
pub fn symbol_refs(ctx: &Context, op: Op, out: &mut Vec<Attribute>) {
    if !may_hold_refs(ctx, op) {
        return;
    }
    let mut dict = Vec::new();
    attr_dictionary(ctx, op, &mut dict);
    let mut seen_attrs: FxHashMap<Attribute, ()> = FxHashMap::default();
    let mut seen_types: FxHashMap<Type, ()> = FxHashMap::default();
    let mut stack: Vec<Element> = dict.iter().rev().map(|e| Element::Attr(e.1)).collect();
    let mut kids: Vec<Element> = Vec::new();
    while let Some(e) = stack.pop() {
        kids.clear();
        match e {
            Element::Attr(a) => {
                if seen_attrs.insert(a, ()).is_some() {
                    continue;
                }
                attr_children(ctx, a, out, &mut kids);
            }
            Element::Type(t) => {
                if seen_types.insert(t, ()).is_some() {
                    continue;
                }
                type_children(ctx, t, &mut kids);
            }
        }
        stack.extend(kids.iter().rev());
    }
}

/// Whether some attribute of `op`'s dictionary may hold a symbol reference (the cheap test
/// that lets most ops skip the search).
fn may_hold_refs(ctx: &Context, op: Op) -> bool {
    let interesting = |a: &Attribute| {
        matches!(
            ctx.attr_kind(*a),
            AttrKind::SymbolRef { .. }
                | AttrKind::Array(_)
                | AttrKind::Dictionary(_)
                | AttrKind::Distinct { .. }
                | AttrKind::Type(_)
        )
    };
    let data = ctx.ir.op(op);
    if ctx
        .dict_entries(data.attrs)
        .iter()
        .any(|e| interesting(&e.1))
    {
        return true;
    }
    match &data.props {
        Properties::Slots(slots) => slots.iter().flatten().any(interesting),
        _ => false,
    }
}

/// An attribute or a type met while searching an op's attributes for symbol references.
#[derive(Clone, Copy)]
enum Element {
    Attr(Attribute),
    Type(Type),
}

/// The sub-elements of attribute `a` that may hold symbol references, in order; `a` itself
/// goes to `out` when it is a reference.
fn attr_children(ctx: &Context, a: Attribute, out: &mut Vec<Attribute>, kids: &mut Vec<Element>) {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { .. } => out.push(a),
        AttrKind::Array(items) => kids.extend(items.iter().map(|&i| Element::Attr(i))),
        AttrKind::Dictionary(entries) => kids.extend(entries.iter().map(|e| Element::Attr(e.1))),
        AttrKind::Distinct { referenced, .. } => kids.push(Element::Attr(*referenced)),
        AttrKind::Type(t) => kids.push(Element::Type(*t)),
        _ => {}
    }
}

/// The sub-elements of type `t` that may hold symbol references, in order.
fn type_children(ctx: &Context, t: Type, kids: &mut Vec<Element>) {
    match ctx.type_kind(t) {
        TypeKind::Complex(e) => kids.push(Element::Type(*e)),
        TypeKind::Vector { elem, .. } | TypeKind::UnrankedTensor { elem, .. } => {
            kids.push(Element::Type(*elem))
        }
        TypeKind::RankedTensor { elem, encoding, .. } => {
            kids.push(Element::Type(*elem));
            kids.extend(encoding.map(Element::Attr));
        }
        TypeKind::MemRef {
            elem,
            layout,
            memory_space,
            ..
        } => {
            kids.push(Element::Type(*elem));
            kids.extend(layout.map(Element::Attr));
            kids.extend(memory_space.map(Element::Attr));
        }
        TypeKind::UnrankedMemRef {
            elem, memory_space, ..
        } => {
            kids.push(Element::Type(*elem));
            kids.extend(memory_space.map(Element::Attr));
        }
        TypeKind::Tuple(items) => kids.extend(items.iter().map(|&i| Element::Type(i))),
        TypeKind::Function { inputs, results } => kids.extend(
            inputs
                .iter()
                .chain(results.iter())
                .map(|&i| Element::Type(i)),
        ),
        _ => {}
    }
}

/// One use of a symbol: the op holding the reference and the `SymbolRefAttr`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SymbolUse {
    /// the op whose attributes hold the reference
    pub user: Op,
    /// the reference (`@f` or `@m::@f`)
    pub symbol_ref: Attribute,
}

/// The symbol uses of `op` and of the ops nested in it (MLIR's
/// `SymbolTable::getSymbolUses(Operation *)`): `op`'s own references first, then, unless `op`
/// is itself a symbol table, those of the nested ops, region by region, not entering nested
/// symbol tables (their own references count, not those of their bodies).
///
/// `Err(op)` names the first op met that may be an unknown symbol table
/// ([`is_potentially_unknown_symbol_table`]): the uses cannot be known then.
pub fn symbol_uses(ctx: &Context, op: Op) -> Result<Vec<SymbolUse>, Op> {
    let mut out = Vec::new();
    let mut refs = Vec::new();
    let mut push = |o: Op, out: &mut Vec<SymbolUse>| -> Result<(), Op> {
        if is_potentially_unknown_symbol_table(ctx, o) {
            return Err(o);
        }
        refs.clear();
        symbol_refs(ctx, o, &mut refs);
        out.extend(refs.iter().map(|&r| SymbolUse {
            user: o,
            symbol_ref: r,
        }));
        Ok(())
    };
    push(op, &mut out)?;
    if is_symbol_table(ctx, op) {
        return Ok(out);
    }
    // MLIR walks a stack of regions: the last region pushed is searched first, and the ops of
    // one region are searched in order (their regions pushed as they are met).
    let mut regions: Vec<_> = ctx.ir.op(op).regions.to_vec();
    while let Some(r) = regions.pop() {
        for b in ctx.ir.region_blocks(r) {
            for o in ctx.ir.block_ops(b) {
                push(o, &mut out)?;
                if !is_symbol_table(ctx, o) {
                    regions.extend(ctx.ir.op(o).regions.iter().copied());
                }
            }
        }
    }
    Ok(out)
}

/// The root and nested parts of a symbol reference (`@a::@b` is `(a, [b])`).
pub fn ref_parts(ctx: &Context, symbol_ref: Attribute) -> Option<(Symbol, &[Symbol])> {
    match ctx.attr_kind(symbol_ref) {
        AttrKind::SymbolRef { root, nested } => Some((*root, nested)),
        _ => None,
    }
}

/// The only block of symbol table `table`'s region, if it has one region with a block.
pub fn table_block(ctx: &Context, table: Op) -> Option<Block> {
    let r = *ctx.ir.op(table).regions.first()?;
    ctx.ir.first_block(r)
}

/// A cache of symbol tables (MLIR's `SymbolTableCollection`): the name map of each table is
/// built once, on its first lookup, in one pass over its ops. Edits to a table after its map
/// was built are not seen: use a fresh cache (or [`SymbolTables::invalidate`]) after moving,
/// renaming or erasing symbols.
#[derive(Default, Debug)]
pub struct SymbolTables {
    tables: FxHashMap<Op, FxHashMap<Symbol, Op>>,
}

impl SymbolTables {
    /// An empty cache.
    pub fn new() -> Self {
        SymbolTables::default()
    }

    /// Forgets the name map of `table`.
    pub fn invalidate(&mut self, table: Op) {
        self.tables.remove(&table);
    }

    fn table(&mut self, ctx: &Context, table: Op) -> &FxHashMap<Symbol, Op> {
        self.tables.entry(table).or_insert_with(|| {
            let mut map = FxHashMap::default();
            for r in ctx.ir.op(table).regions.iter() {
                for b in ctx.ir.region_blocks(*r) {
                    for o in ctx.ir.block_ops(b) {
                        let Some(name) = symbol_name(ctx, o) else {
                            continue;
                        };
                        if let Some(sym) = ctx.lookup_symbol(name) {
                            // the first definition wins (the verifier rejects duplicates)
                            map.entry(sym).or_insert(o);
                        }
                    }
                }
            }
            map
        })
    }

    /// The op named `name` directly in symbol table `table` (MLIR's `lookupSymbolIn` with a
    /// name): any op of the table with that `sym_name`.
    pub fn lookup_in(&mut self, ctx: &Context, table: Op, name: Symbol) -> Option<Op> {
        self.table(ctx, table).get(&name).copied()
    }

    /// Resolves `symbol_ref` from symbol table `table` (MLIR's `lookupSymbolIn` with a
    /// `SymbolRefAttr` collecting every op on the way): the root is looked up in `table`, each
    /// nested part in the table found before it, which must be a symbol table. Returns the ops
    /// found, root first and the referenced op last; `None` when a part is missing or is not a
    /// symbol table where one is needed.
    pub fn lookup_ref_in(
        &mut self,
        ctx: &Context,
        table: Op,
        symbol_ref: Attribute,
    ) -> Option<Vec<Op>> {
        let (root, nested) = ref_parts(ctx, symbol_ref)?;
        let mut cur = self.lookup_in(ctx, table, root)?;
        let mut found = vec![cur];
        for &part in nested {
            if !is_symbol_table(ctx, cur) {
                return None;
            }
            cur = self.lookup_in(ctx, cur, part)?;
            found.push(cur);
        }
        Some(found)
    }

    /// The op `symbol_ref` names, resolved from `table` ([`SymbolTables::lookup_ref_in`]'s
    /// last op).
    pub fn lookup_ref(&mut self, ctx: &Context, table: Op, symbol_ref: Attribute) -> Option<Op> {
        self.lookup_ref_in(ctx, table, symbol_ref)?.pop()
    }

    /// The nearest symbol table enclosing `from` (`from` excluded), and the op `symbol_ref`
    /// names from there (MLIR's `lookupNearestSymbolFrom`: only the nearest table is asked).
    pub fn lookup_nearest(&mut self, ctx: &Context, from: Op, symbol_ref: Attribute) -> Option<Op> {
        let table = nearest_symbol_table(ctx, from)?;
        self.lookup_ref(ctx, table, symbol_ref)
    }
}

/// The closest op enclosing `op` (`op` excluded) that is a symbol table (MLIR's
/// `getNearestSymbolTable` on the parent).
pub fn nearest_symbol_table(ctx: &Context, op: Op) -> Option<Op> {
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        if is_symbol_table(ctx, p) {
            return Some(p);
        }
        cur = ctx.ir.parent_op(p);
    }
    None
}

/// The op named `name` directly in symbol table `table`, without a cache (one pass over the
/// table's ops; use [`SymbolTables`] for repeated lookups).
pub fn lookup_symbol_in(ctx: &Context, table: Op, name: &str) -> Option<Op> {
    for r in ctx.ir.op(table).regions.iter() {
        for b in ctx.ir.region_blocks(*r) {
            for o in ctx.ir.block_ops(b) {
                if symbol_name(ctx, o) == Some(name) {
                    return Some(o);
                }
            }
        }
    }
    None
}
