//! The declarative assembly format at run time: one shared parser and one shared printer that
//! follow a static description of an op's format ([`Format`]) generated per op from its
//! `format "..."`. Generated code holds only the tables and, for `custom<Name>(...)`
//! directives, small adapter functions; the logic lives here once.
//!
//! The generator resolves everything that MLIR decides at generation time: which types are
//! parsed and which inferred (and from what), and where the printer puts spaces
//! ([`Elem::space`]). This module does what MLIR's generated code does at run time.

use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::context::Context;
use crate::ir::diagnostics::Diagnostic;
use crate::ir::registry::OpInfo;
use crate::ir::types::{Type, TypeKind};
use crate::ir::{Block, Op, OperationState, Region};
use crate::text::lexer::TokenKind;
use crate::text::parser::ops::{Delimiter, UnresolvedOperand};
use crate::text::parser::{OpAsmParser, PResult};
use crate::text::printer::OpAsmPrinter;

use super::access::{self, AttrRef, GroupKind, GroupSpec, SegmentMode};
use super::enums::{self, EnumInfo};

/// The static description of an op's assembly format.
#[derive(Clone, Copy, Debug)]
pub struct Format {
    /// the top-level elements
    pub elements: &'static [Elem],
    /// the operand groups, in declaration order
    pub operands: &'static [ValueFmt],
    /// the result groups, in declaration order
    pub results: &'static [ValueFmt],
    /// every inherent attribute and property of the op, in declaration order
    pub attrs: &'static [AttrFmt],
    /// the number of regions, in declaration order (variadic last)
    pub regions: &'static [RegionFmt],
    /// the successors, in declaration order (variadic last)
    pub successors: &'static [GroupKind],
    /// the operand groups and their segment mode
    pub operand_spec: GroupSpec,
    /// the result groups and their segment mode
    pub result_spec: GroupSpec,
    /// `InferTypeOpInterface::infer_return_types`, when some result type is [`TypeSrc::Inferred`]
    pub infer: Option<InferFn>,
    /// `SingleBlockImplicitTerminator<"name">`: the terminator created after parsing a region
    /// that lacks it, and elided when printing a region whose terminator is bare
    pub implicit_terminator: Option<&'static str>,
    /// `SingleBlock` with `NoTerminator`: a parsed region without blocks gets an empty block
    /// (MLIR's generated parser `emplaceBlock`s it)
    pub ensure_block: bool,
}

/// `InferTypeOpInterface::infer_return_types` of an op.
pub type InferFn = fn(&mut Context, &OperationState) -> Result<Vec<Type>, Diagnostic>;

/// One element of a format, and whether the printer writes a space before it.
#[derive(Clone, Copy, Debug)]
pub struct Elem {
    /// the element
    pub kind: ElemKind,
    /// print a space before the element
    pub space: bool,
}

/// The kinds of format elements (see `ods_spec::format::ElementKind`).
#[derive(Clone, Copy, Debug)]
pub enum ElemKind {
    /// a keyword or punctuation
    Literal(&'static str),
    /// `` ` ` ``: a space
    Space,
    /// ``` `` ```: nothing (it only suppresses the space before the next element)
    NoSpace,
    /// `` `\n` ``: a newline at the current indentation
    Newline,
    /// an operand group
    Operand(u16),
    /// an inherent attribute (index into [`Format::attrs`]); `qualified` prints dialect
    /// attributes with their `#dialect.` prefix
    Attr {
        /// index into [`Format::attrs`]
        index: u16,
        /// `qualified($attr)`
        qualified: bool,
    },
    /// a region (index into [`Format::regions`]; a variadic region is comma-separated)
    Region(u16),
    /// a successor group
    Successor(u16),
    /// `attr-dict` / `attr-dict-with-keyword`
    AttrDict {
        /// `attr-dict-with-keyword`
        with_keyword: bool,
    },
    /// `prop-dict`
    PropDict,
    /// `operands`
    Operands,
    /// `regions`
    Regions,
    /// `successors`
    Successors,
    /// `type(...)`, possibly `qualified`
    Type {
        /// what is typed
        arg: TypeArg,
        /// `qualified(type(...))`
        qualified: bool,
    },
    /// `functional-type(inputs, results)`
    FunctionalType(TypeArg, TypeArg),
    /// `custom<Name>(...)`
    Custom(&'static CustomFmt),
    /// an optional group
    Optional(&'static OptionalFmt),
    /// `oilist(...)`
    OIList(&'static [OIClauseFmt]),
}

/// The argument of a type directive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeArg {
    /// one operand group
    Operand(u16),
    /// one result group
    Result(u16),
    /// every operand
    Operands,
    /// every result
    Results,
}

impl ElemKind {
    /// This element, printed after a space (how generated tables spell an [`Elem`]).
    pub const fn spaced(self) -> Elem {
        Elem {
            kind: self,
            space: true,
        }
    }

    /// This element, printed without a space before it.
    pub const fn unspaced(self) -> Elem {
        Elem {
            kind: self,
            space: false,
        }
    }
}

impl ValueFmt {
    /// A group without sub-group sizes or type class (generated tables add those with
    /// [`Self::with_sub_sizes`] and [`Self::with_class`]).
    pub const fn new(name: &'static str, kind: GroupKind, ty: TypeSrc) -> ValueFmt {
        ValueFmt {
            name,
            kind,
            sub_sizes: None,
            ty,
            class: None,
        }
    }

    /// The group with its `VariadicOfVariadic` sizes attribute (index into [`Format::attrs`]).
    pub const fn with_sub_sizes(self, attr: u16) -> ValueFmt {
        ValueFmt {
            sub_sizes: Some(attr),
            ..self
        }
    }

    /// The group with the type class of its constraint.
    pub const fn with_class(self, class: TypeClass) -> ValueFmt {
        ValueFmt {
            class: Some(class),
            ..self
        }
    }
}

/// An operand or result group.
#[derive(Clone, Copy, Debug)]
pub struct ValueFmt {
    /// its name (for messages)
    pub name: &'static str,
    /// single, optional or variadic
    pub kind: GroupKind,
    /// `VariadicOfVariadic`: the attribute (index into [`Format::attrs`]) holding the
    /// sub-group sizes; the values print as `(a, b), (c)`
    pub sub_sizes: Option<u16>,
    /// where the parser gets its type(s)
    pub ty: TypeSrc,
    /// the C++ type class of the group's constraint, when it is more specific than any type
    /// (see [`TypeClass`])
    pub class: Option<TypeClass>,
}

/// MLIR's C++ type class of a type constraint (`IntegerType` for `AnyInteger`): a single,
/// unqualified `type(...)` parses as that class (`parseCustomTypeWithFallback`), so another
/// kind of type is an error while parsing: `invalid kind of type specified: expected
/// builtin.integer, but found 'f32'`.
#[derive(Clone, Copy, Debug)]
pub struct TypeClass {
    /// the class's name in the message (`builtin.integer`); empty for base classes without
    /// one (`TensorType`), whose message is only `invalid kind of type specified`
    pub name: &'static str,
    /// whether a type is of the class
    pub is: fn(&Context, Type) -> bool,
    /// a dialect type definition (a `type_def` used as the constraint): a single, unqualified
    /// `type(...)` prints stripped (`printStrippedAttrOrType`) and parses with
    /// `parseCustomTypeWithFallback`
    pub def: Option<&'static crate::ir::registry::TypeDefinition>,
}

/// Where the parser gets the type(s) of an operand or result group.
#[derive(Clone, Copy, Debug)]
pub enum TypeSrc {
    /// written in the format
    Parsed,
    /// built by the constraint
    Built(fn(&mut Context) -> Type),
    /// the type of another entity
    SameAs(TypeRef),
    /// a transform of another entity's type (`TypesMatchWith`), and the constraint of that
    /// entity, checked before the transform runs
    Transformed(TypeRef, fn(&mut Context, Type) -> Type, Option<SourceCheck>),
    /// inferred through [`Format::infer`]
    Inferred,
}

/// The type constraint of an operand or result group whose type another group's type is
/// transformed from: MLIR's generated parsers check it before they run the transform, so a
/// type the transform cannot take is reported at the op name while parsing (`custom op
/// 'arith.cmpi' 'lhs' must be signless-integer-like, but got '() -> ()'`).
#[derive(Clone, Copy, Debug)]
pub struct SourceCheck {
    /// the source group's name
    pub name: &'static str,
    /// the constraint's predicate
    pub pred: fn(&Context, Type) -> bool,
    /// the constraint's summary
    pub summary: &'static str,
}

/// An entity whose type is the source of another's.
#[derive(Clone, Copy, Debug)]
pub enum TypeRef {
    /// an operand group (its first value)
    Operand(u16),
    /// a result group
    Result(u16),
    /// a typed attribute
    Attr(u16),
}

/// An inherent attribute or property.
#[derive(Clone, Copy, Debug)]
pub struct AttrFmt {
    /// where it is stored
    pub at: AttrRef,
    /// how it reads and prints when bound in the format
    pub style: AttrStyle,
    /// for default-valued attributes: true when the attribute equals its default (it is then
    /// left out of `attr-dict` and `prop-dict`)
    pub is_default: Option<fn(&Context, Attribute) -> bool>,
    /// the attribute is bound by the format or implied by it (segment sizes, the sub-group
    /// sizes of a `VariadicOfVariadic` group): left out of `attr-dict` and `prop-dict`
    pub bound: bool,
    /// a property (`prop` argument) rather than an inherent attribute
    pub is_property: bool,
    /// the constraint's storage-kind check, when it has one: a bound attribute of another
    /// kind is rejected while parsing (`invalid kind of attribute specified`)
    pub kind_check: Option<fn(&Context, Attribute) -> bool>,
    /// the tokens at which an optional group whose first element is this attribute is
    /// present (for [`AttrStyle::Generic`] and [`AttrStyle::WithoutType`])
    pub start: AttrStart,
    /// a property (not an attribute) without a default: `prop-dict` must give it
    pub required_prop: bool,
}

/// Where an attribute starts as the first element of an optional group: any attribute, or only
/// a string, `[` or `@` token (MLIR's `parseOptionalAttribute` overloads for `StringAttr`,
/// `ArrayAttr` and `SymbolRefAttr`), or an integer (integer properties).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrStart {
    /// any token that starts an attribute
    Any,
    /// a string literal
    String,
    /// `[`
    Array,
    /// `@`
    SymbolRef,
    /// an integer literal or `-`
    Integer,
}

/// How an attribute bound in a format is written.
#[derive(Clone, Copy, Debug)]
pub enum AttrStyle {
    /// any attribute, with its type (`42 : i64`, `"s"`, `[1, 2]`)
    Generic,
    /// an attribute whose value type is known: parsed with it, printed without it (`42`)
    WithoutType(fn(&mut Context) -> Type),
    /// an enum attribute: a bare keyword, or the dialect attribute's stripped form `<...>` (its
    /// parameters without the `#dialect.mnemonic` prefix, as MLIR's `printStrippedAttrOrType`)
    Enum(&'static EnumInfo),
    /// a symbol name `@name`
    SymbolName,
    /// a unit attribute: present or not (an optional-group anchor)
    Unit,
    /// a dense array of the given element type in its stripped form `[1, 2]`
    DenseArray(fn(&mut Context) -> Type),
    /// a dialect attribute of the given definition (an `attr_def` used as the constraint):
    /// printed stripped, parsed with `parseCustomAttributeWithFallback`
    Def(&'static crate::ir::registry::AttrDefinition),
}

/// A region of the op.
#[derive(Clone, Copy, Debug)]
pub struct RegionFmt {
    /// its name (for messages)
    pub name: &'static str,
    /// `VariadicRegion`
    pub variadic: bool,
}

/// An optional group.
#[derive(Clone, Copy, Debug)]
pub struct OptionalFmt {
    /// elements when the anchor is present (absent, if `inverted`)
    pub then: &'static [Elem],
    /// elements otherwise
    pub else_elements: &'static [Elem],
    /// index of the anchor: into `then`, or into `else_elements` when `inverted`
    pub anchor: u16,
    /// the anchor is in the else group: the then elements print when it is absent
    pub inverted: bool,
}

/// One clause of an `oilist`.
#[derive(Clone, Copy, Debug)]
pub struct OIClauseFmt {
    /// the leading keyword
    pub keyword: &'static str,
    /// the clause's elements: first the keyword as a literal (for its spacing), then the
    /// elements after it
    pub elements: &'static [Elem],
}

/// A `custom<Name>(...)` directive: generated adapters around the author's functions.
#[derive(Clone, Copy, Debug)]
pub struct CustomFmt {
    /// parses the directive, filling the bound entities of [`Parsed`]
    pub parse: fn(&mut OpAsmParser<'_, '_>, &mut OperationState, &mut Parsed) -> PResult<()>,
    /// prints the directive
    pub print: fn(&mut OpAsmPrinter<'_, '_>, Op),
    /// the entities the directive binds (not its `ref` arguments); as an optional-group
    /// anchor, the directive is present when one of them is
    pub binds: &'static [Bind],
}

/// An entity a custom directive binds (or refers to).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bind {
    /// an operand group
    Operand(u16),
    /// the types of an operand group
    OperandType(u16),
    /// the types of a result group
    ResultType(u16),
    /// an attribute
    Attr(u16),
    /// a region
    Region(u16),
    /// a successor group
    Successor(u16),
}

/// What the parser has bound so far, indexed like the op's declarations. Custom directive
/// adapters read and fill it.
#[derive(Debug, Default)]
pub struct Parsed {
    /// per operand group: the operands written
    pub operands: Vec<Vec<UnresolvedOperand>>,
    /// per operand group: offset of its first token (for count errors)
    pub operand_locs: Vec<u32>,
    /// per operand group: its types, when written
    pub operand_types: Vec<Option<Vec<Type>>>,
    /// per result group: its types, when written
    pub result_types: Vec<Option<Vec<Type>>>,
    /// per `VariadicOfVariadic` operand group: its sub-group sizes
    pub sub_sizes: Vec<Vec<i32>>,
    /// per attribute: its value, when written
    pub attrs: Vec<Option<Attribute>>,
    /// per region declaration: the regions written
    pub regions: Vec<Vec<Region>>,
    /// per successor group: the blocks written
    pub successors: Vec<Vec<Block>>,
    /// `operands`: everything written, and where
    pub all_operands: Option<(u32, Vec<UnresolvedOperand>)>,
    /// `type(operands)` / `functional-type(operands, ...)`
    pub all_operand_types: Option<Vec<Type>>,
    /// `type(results)` / `functional-type(..., results)`
    pub all_result_types: Option<Vec<Type>>,
    /// per attribute: given in `attr-dict`, which wins over a value bound in the format (MLIR
    /// moves the attribute dictionary's inherent attributes into the properties last)
    from_attr_dict: Vec<bool>,
    /// scratch for types derived while resolving operands (reused across ops)
    scratch_types: Vec<Type>,
    /// a reused buffer: the result group sizes of the op being finished
    scratch_sizes: Vec<i32>,
    /// emptied type lists of earlier ops, reused by the type directives
    spare_types: Vec<Vec<Type>>,
    /// emptied per-group lists of earlier ops with more groups than the current one (kept
    /// for their buffers: ops of different shapes alternate)
    spare_operands: Vec<Vec<UnresolvedOperand>>,
    spare_sizes: Vec<Vec<i32>>,
    spare_regions: Vec<Vec<Region>>,
    spare_blocks: Vec<Vec<Block>>,
}

impl Parsed {
    /// Clears the table for an op of format `f`, keeping the buffers' capacity.
    fn reset(&mut self, f: &Format) {
        // (a push loop, not `resize`: the tables hold a handful of entries, and `resize` calls
        // `memset`, which showed in profiles as ops of different shapes alternate)
        #[inline(always)]
        fn fit<T: Clone>(v: &mut Vec<T>, n: usize, empty: T, clear: impl Fn(&mut T)) {
            v.truncate(n);
            v.iter_mut().for_each(clear);
            while v.len() < n {
                v.push(empty.clone());
            }
        }
        /// `n` empty lists in `v`, the buffers of lists beyond `n` kept in `spare`
        #[inline(always)]
        fn fit_lists<T>(v: &mut Vec<Vec<T>>, spare: &mut Vec<Vec<T>>, n: usize) {
            while v.len() > n {
                if let Some(mut x) = v.pop() {
                    x.clear();
                    spare.push(x);
                }
            }
            v.iter_mut().for_each(Vec::clear);
            while v.len() < n {
                v.push(spare.pop().unwrap_or_default());
            }
        }
        let (no, nr) = (f.operands.len(), f.results.len());
        fit_lists(&mut self.operands, &mut self.spare_operands, no);
        fit(&mut self.operand_locs, no, 0, |l| *l = 0);
        // the type lists go back to the spare pool (their buffers are reused)
        for t in self
            .operand_types
            .iter_mut()
            .chain(self.result_types.iter_mut())
        {
            if let Some(mut v) = t.take() {
                v.clear();
                self.spare_types.push(v);
            }
        }
        fit(&mut self.operand_types, no, None, |_| {});
        fit(&mut self.result_types, nr, None, |_| {});
        fit_lists(&mut self.sub_sizes, &mut self.spare_sizes, no);
        fit(&mut self.attrs, f.attrs.len(), None, |a| *a = None);
        fit_lists(&mut self.regions, &mut self.spare_regions, f.regions.len());
        fit_lists(
            &mut self.successors,
            &mut self.spare_blocks,
            f.successors.len(),
        );
        fit(&mut self.from_attr_dict, f.attrs.len(), false, |x| {
            *x = false
        });
        self.all_operands = None;
        self.all_operand_types = None;
        self.all_result_types = None;
    }
}

// ------------------------------------------------------------------------------------------
// Parsing
// ------------------------------------------------------------------------------------------

/// Splits `flat` into consecutive groups of `sizes` (a `VariadicOfVariadic` group handed to a
/// custom directive by `ref`); sizes beyond `flat` give short or empty groups.
pub fn regroup<T: Clone>(flat: &[T], sizes: &[i32]) -> Vec<Vec<T>> {
    let mut at = 0usize;
    sizes
        .iter()
        .map(|&n| {
            let end = (at + n.max(0) as usize).min(flat.len());
            let g = flat[at..end].to_vec();
            at = end;
            g
        })
        .collect()
}

/// The custom-form parser of an op with format `f` (the body of a generated `ParseFn`).
pub fn parse(
    f: &Format,
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
) -> Result<(), Diagnostic> {
    let mut b = p.take_parsed();
    b.reset(f);
    let r = parse_elements(f, f.elements, p, st, &mut b).and_then(|()| finish(f, p, st, &mut b));
    p.recycle_parsed(b);
    r
}

fn parse_elements(
    f: &Format,
    elems: &[Elem],
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    b: &mut Parsed,
) -> PResult<()> {
    for e in elems {
        // a region leads back here through the nested ops' parsers: it skips the large frame
        // of `parse_element`, so deep nests of regions take less stack per level
        match e.kind {
            ElemKind::Region(r) => parse_region_group(f, r as usize, p, b)?,
            _ => parse_element(f, e, p, st, b)?,
        }
    }
    Ok(())
}

fn parse_element(
    f: &Format,
    e: &Elem,
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    b: &mut Parsed,
) -> PResult<()> {
    match e.kind {
        ElemKind::Literal(text) => parse_literal(p, text),
        ElemKind::Newline | ElemKind::Space | ElemKind::NoSpace => Ok(()),
        ElemKind::Operand(g) => parse_operand_group(f, g as usize, p, b),
        ElemKind::Attr { index, qualified } => {
            let a = parse_attr(f, index as usize, qualified, true, p)?;
            b.attrs[index as usize] = Some(a);
            Ok(())
        }
        ElemKind::Region(r) => parse_region_group(f, r as usize, p, b),
        ElemKind::Successor(s) => {
            let list = &mut b.successors[s as usize];
            match f.successors[s as usize] {
                GroupKind::Single => list.push(p.parse_successor()?),
                _ => {
                    if let Some(first) = p.parse_optional_successor()? {
                        list.push(first);
                        while p.parse_optional_comma() {
                            list.push(p.parse_successor()?);
                        }
                    }
                }
            }
            Ok(())
        }
        ElemKind::AttrDict { with_keyword } => {
            let before = st.attrs;
            let loc = p.current_location();
            if with_keyword {
                p.parse_optional_attr_dict_with_keyword(st)?;
            } else {
                p.parse_optional_attr_dict(st)?;
            }
            if st.attrs != before {
                check_inherent_attrs(p, st, loc)?;
                move_inherent_attrs(f, p, st, b);
            }
            Ok(())
        }
        ElemKind::PropDict => {
            p.parse_optional_prop_dict(st)?;
            check_required_props(f, p, st)
        }
        ElemKind::Operands => {
            let loc = p.current_location();
            let mut all = Vec::new();
            p.parse_operand_list(&mut all, Delimiter::None, true, None)?;
            b.all_operands = Some((loc, all));
            Ok(())
        }
        ElemKind::Regions => {
            if let Some(r) = p.parse_optional_region(&[], false)? {
                let mut all = vec![r];
                while p.parse_optional_comma() {
                    all.push(p.parse_region(&[], false)?);
                }
                distribute_regions(f, p, b, all);
            }
            Ok(())
        }
        ElemKind::Successors => {
            let mut all = Vec::new();
            if let Some(first) = p.parse_optional_successor()? {
                all.push(first);
                while p.parse_optional_comma() {
                    all.push(p.parse_successor()?);
                }
            }
            let mut it = all.into_iter();
            for (i, k) in f.successors.iter().enumerate() {
                match k {
                    GroupKind::Single | GroupKind::Optional => b.successors[i].extend(it.next()),
                    GroupKind::Variadic => b.successors[i].extend(it.by_ref()),
                }
            }
            Ok(())
        }
        ElemKind::Type { arg, qualified } => {
            let loc = p.current_location();
            let ts = match stripped_type_def(f, arg) {
                Some(def) if !qualified => {
                    let mut ts = b.spare_types.pop().unwrap_or_default();
                    ts.push(p.parse_custom_type_with_fallback(def)?);
                    ts
                }
                _ => parse_types_for(f, arg, p, b)?,
            };
            if !qualified {
                check_type_class(f, arg, p, loc, &ts)?;
            }
            store_types(b, arg, ts);
            Ok(())
        }
        ElemKind::FunctionalType(ins, outs) => {
            let (i, o) = p.parse_function_type()?;
            store_types(b, ins, i);
            store_types(b, outs, o);
            Ok(())
        }
        ElemKind::Custom(c) => (c.parse)(p, st, b),
        ElemKind::Optional(g) => parse_optional_group(f, g, p, st, b),
        ElemKind::OIList(clauses) => parse_oilist(f, clauses, p, st, b),
    }
}

/// After `prop-dict`: every property without a default that the format does not bind is in
/// the dictionary (MLIR's
/// `setPropertiesFromParsedAttr`), else `invalid properties {...} for op X: expected key entry
/// for p in DictionaryAttr to set Properties.` at the op.
fn check_required_props(
    f: &Format,
    p: &mut OpAsmParser<'_, '_>,
    st: &OperationState,
) -> PResult<()> {
    let dict = match st.props {
        crate::ir::Properties::Dict(d) => Some(d),
        _ => None,
    };
    let info = p.info;
    let ctx = p.ctx();
    let entries = dict.map_or(&[][..], |d| ctx.dict_entries(d));
    let info = info.map(|i| ctx.registry.op(i));
    // (a property has a slot: the entry of its interned name gives it)
    let given = |a: &AttrFmt| match (info, a.at.slot) {
        (Some(info), Some(slot)) => entries
            .iter()
            .any(|&(n, _)| info.property_symbols.get(slot) == Some(&n)),
        _ => false,
    };
    let missing = f
        .attrs
        .iter()
        .find(|a| a.required_prop && !a.bound && !given(a));
    let Some(missing) = missing else {
        return Ok(());
    };
    let text = match dict {
        Some(d) => p.p.attr_to_string(d),
        None => "{}".to_string(),
    };
    let name = p.op_name;
    let op_name = p.ctx().str(name).to_string();
    let msg = format!(
        "invalid properties {text} for op {op_name}: expected key entry for {} in DictionaryAttr to set Properties.",
        missing.at.name
    );
    let loc = p.name_loc();
    Err(p.p.op_err_at(loc, &msg))
}

/// Parses a literal keyword or punctuation, with MLIR's `expected '...'` error.
fn parse_literal(p: &mut OpAsmParser<'_, '_>, text: &str) -> PResult<()> {
    match punct_kind(text) {
        Some(k) => {
            if p.p.consume_if(k) {
                Ok(())
            } else {
                Err(p.p.wrong_token_error(&format!("expected '{text}'")))
            }
        }
        None => p.parse_keyword(text),
    }
}

/// Consumes a literal if present.
fn parse_optional_literal(p: &mut OpAsmParser<'_, '_>, text: &str) -> bool {
    match punct_kind(text) {
        Some(k) => p.p.consume_if(k),
        None => p.parse_optional_keyword(text),
    }
}

fn punct_kind(text: &str) -> Option<TokenKind> {
    use TokenKind as K;
    Some(match text {
        "->" => K::Arrow,
        ":" => K::Colon,
        "," => K::Comma,
        "=" => K::Equal,
        "<" => K::Less,
        ">" => K::Greater,
        "(" => K::LParen,
        ")" => K::RParen,
        "[" => K::LSquare,
        "]" => K::RSquare,
        "{" => K::LBrace,
        "}" => K::RBrace,
        "?" => K::Question,
        "*" => K::Star,
        "|" => K::VerticalBar,
        "..." => K::Ellipsis,
        "+" => K::Plus,
        "-" => K::Minus,
        _ => return None,
    })
}

fn parse_operand_group(
    f: &Format,
    g: usize,
    p: &mut OpAsmParser<'_, '_>,
    b: &mut Parsed,
) -> PResult<()> {
    b.operand_locs[g] = p.current_location();
    let spec = f.operands[g];
    let list = &mut b.operands[g];
    if spec.sub_sizes.is_some() {
        // `(a, b), (c)`: a comma-separated list of parenthesized operand lists
        let sizes = &mut b.sub_sizes[g];
        if p.at(TokenKind::LParen) {
            loop {
                let before = list.len();
                p.parse_operand_list(list, Delimiter::Paren, true, None)?;
                sizes.push((list.len() - before) as i32);
                if !p.parse_optional_comma() {
                    break;
                }
            }
        }
        return Ok(());
    }
    match spec.kind {
        GroupKind::Single => list.push(p.parse_operand(true)?),
        GroupKind::Optional => list.extend(p.parse_optional_operand(true)?),
        GroupKind::Variadic => p.parse_operand_list(list, Delimiter::None, true, None)?,
    }
    Ok(())
}

/// Parses attribute `index`; `check_kind` applies the constraint's storage-kind check (MLIR
/// parses the first element of an optional group as any attribute, leaving the kind to the
/// verifier).
fn parse_attr(
    f: &Format,
    index: usize,
    qualified: bool,
    check_kind: bool,
    p: &mut OpAsmParser<'_, '_>,
) -> PResult<Attribute> {
    let a = f.attrs[index];
    let start = p.current_location();
    let checked = |p: &mut OpAsmParser<'_, '_>, v: Attribute| match a.kind_check {
        Some(ok) if check_kind && !ok(p.ctx(), v) => {
            Err(p.emit_error(start, "invalid kind of attribute specified"))
        }
        _ => Ok(v),
    };
    match a.style {
        AttrStyle::Generic => {
            let v = p.parse_attribute()?;
            checked(p, v)
        }
        AttrStyle::WithoutType(ty) => {
            let t = ty(p.ctx());
            let v = p.parse_attribute_of_type(t)?;
            checked(p, v)
        }
        AttrStyle::Enum(info) => {
            if qualified {
                return p.parse_attribute();
            }
            let v = enums::parse_format_form(p, info, a.at.name, false)?;
            Ok(enums::to_attr(p.ctx(), info, v))
        }
        AttrStyle::SymbolName => p.parse_symbol_name(),
        AttrStyle::Unit => Ok(p.ctx().common.unit),
        AttrStyle::DenseArray(_) if qualified => p.parse_attribute(),
        AttrStyle::DenseArray(elem) => {
            let t = elem(p.ctx());
            p.parse_stripped_dense_array(t)
        }
        AttrStyle::Def(_) if qualified => {
            let v = p.parse_attribute()?;
            checked(p, v)
        }
        AttrStyle::Def(def) => {
            let v = p.parse_custom_attr_with_fallback(def, None)?;
            checked(p, v)
        }
    }
}

/// True when the current token can start the attribute (an optional group's first element).
fn at_attr(f: &Format, index: usize, p: &OpAsmParser<'_, '_>) -> bool {
    match f.attrs[index].style {
        AttrStyle::SymbolName => p.at(TokenKind::AtIdent),
        AttrStyle::Enum(info) => match info.attr {
            // MLIR: `parseOptionalKeyword(&s, {case keywords...})`, else an optional string
            enums::EnumAttrKind::Integer => {
                p.at(TokenKind::String)
                    || (p.at(TokenKind::BareIdent)
                        && info
                            .cases
                            .iter()
                            .any(|c| c.keyword.as_bytes() == p.p.spelling()))
            }
            enums::EnumAttrKind::Dialect { bare: false, .. } => p.at(TokenKind::Less),
            enums::EnumAttrKind::Dialect { bare: true, .. } => {
                p.at(TokenKind::BareIdent) || p.at(TokenKind::String)
            }
        },
        AttrStyle::Unit => false,
        AttrStyle::DenseArray(_) => p.at(TokenKind::LSquare) || p.at(TokenKind::HashIdent),
        // MLIR: `parseOptionalAttribute` then the stripped body; the body of a declarative
        // attribute format starts with its first literal, usually `<`
        AttrStyle::Def(_) => p.at(TokenKind::Less) || p.at(TokenKind::HashIdent),
        AttrStyle::Generic | AttrStyle::WithoutType(_) => match f.attrs[index].start {
            AttrStart::Any => p.p.at_attribute_start(),
            AttrStart::String => p.at(TokenKind::String),
            AttrStart::Array => p.at(TokenKind::LSquare),
            AttrStart::SymbolRef => p.at(TokenKind::AtIdent),
            AttrStart::Integer => p.at(TokenKind::Integer) || p.at(TokenKind::Minus),
        },
    }
}

fn parse_region_group(
    f: &Format,
    r: usize,
    p: &mut OpAsmParser<'_, '_>,
    b: &mut Parsed,
) -> PResult<()> {
    if f.regions[r].variadic {
        if let Some(first) = p.parse_optional_region(&[], false)? {
            b.regions[r].push(first);
            ensure_terminator(f, p, first);
            while p.parse_optional_comma() {
                let next = p.parse_region(&[], false)?;
                ensure_terminator(f, p, next);
                b.regions[r].push(next);
            }
        }
        return Ok(());
    }
    let region = p.parse_region(&[], false)?;
    ensure_terminator(f, p, region);
    b.regions[r].push(region);
    Ok(())
}

fn distribute_regions(f: &Format, p: &mut OpAsmParser<'_, '_>, b: &mut Parsed, all: Vec<Region>) {
    let mut it = all.into_iter();
    for (i, r) in f.regions.iter().enumerate() {
        if r.variadic {
            for region in it.by_ref() {
                ensure_terminator(f, p, region);
                b.regions[i].push(region);
            }
        } else if let Some(region) = it.next() {
            ensure_terminator(f, p, region);
            b.regions[i].push(region);
        }
    }
}

/// MLIR's `ensureTerminator` for `SingleBlockImplicitTerminator` ops: an empty region gets a
/// block, and a last block not ending in a terminator (a registered op with the `Terminator`
/// trait, whichever it is) gets the implicit one (at the op's location).
fn ensure_terminator(f: &Format, p: &mut OpAsmParser<'_, '_>, region: Region) {
    if f.ensure_block {
        p.ensure_block(region);
    }
    if let Some(term) = f.implicit_terminator {
        p.ensure_terminator(region, term);
    }
}

/// MLIR's `verifyInherentAttrs` after a declarative format's `attr-dict`: `custom op 'd.op'
/// 'd.op' op attribute 'x' failed to satisfy constraint: ...` at the dictionary.
fn check_inherent_attrs(p: &mut OpAsmParser<'_, '_>, st: &OperationState, loc: u32) -> PResult<()> {
    let Some(info) = p.info else {
        return Ok(());
    };
    let op_name = p.op_name;
    let ctx = p.ctx();
    let entries = ctx.dict_entries(st.attrs);
    match ctx.registry.op(info).check_inherent_attrs(ctx, entries) {
        Ok(()) => Ok(()),
        Err(msg) => {
            let msg = format!("'{}' op {msg}", ctx.str(op_name));
            Err(p.emit_error(loc, &msg))
        }
    }
}

/// Moves inherent attributes written in `attr-dict` (`{predicate = 2 : i64}`) from the
/// discardable dictionary to their property slots, as MLIR does when it creates the op.
/// An entry finds its attribute through the slot of its interned name
/// ([`crate::ir::registry::OpInfo::slot_of`]), then the attribute stored in that slot.
fn move_inherent_attrs(
    f: &Format,
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    b: &mut Parsed,
) {
    let Some(info) = p.info else {
        return;
    };
    let entries: Vec<_> = p.ctx().dict_entries(st.attrs).to_vec();
    let mut kept = Vec::with_capacity(entries.len());
    let mut moved = false;
    for (n, a) in entries {
        let slot = p.ctx().registry.op(info).slot_of(n);
        let index = slot.and_then(|s| f.attrs.iter().position(|x| x.at.slot == Some(s)));
        match index {
            Some(i) => {
                access::set_state_attr(p.ctx(), st, &f.attrs[i].at, Some(a));
                b.from_attr_dict[i] = true;
                moved = true;
            }
            None => kept.push((n, a)),
        }
    }
    if moved {
        st.attrs = p.ctx().dictionary_attr(kept);
    }
}

/// Parses the types named by a type directive.
fn parse_types_for(
    f: &Format,
    arg: TypeArg,
    p: &mut OpAsmParser<'_, '_>,
    b: &mut Parsed,
) -> PResult<Vec<Type>> {
    let kind = match arg {
        TypeArg::Operand(g) => {
            let v = f.operands[g as usize];
            if v.sub_sizes.is_some() {
                return parse_nested_type_lists(p);
            }
            v.kind
        }
        TypeArg::Result(g) => f.results[g as usize].kind,
        TypeArg::Operands | TypeArg::Results => GroupKind::Variadic,
    };
    match kind {
        GroupKind::Single => {
            let mut ts = b.spare_types.pop().unwrap_or_default();
            ts.push(p.parse_type()?);
            Ok(ts)
        }
        GroupKind::Optional => {
            let mut ts = b.spare_types.pop().unwrap_or_default();
            ts.extend(p.parse_optional_type()?);
            Ok(ts)
        }
        // MLIR's `parseTypeList`: at least one type
        GroupKind::Variadic => p.parse_type_list(),
    }
}

/// The type definition of a single group whose constraint is a `type_def` (see
/// [`TypeClass::def`]).
fn stripped_type_def(
    f: &Format,
    arg: TypeArg,
) -> Option<&'static crate::ir::registry::TypeDefinition> {
    let v = match arg {
        TypeArg::Operand(g) => f.operands.get(g as usize)?,
        TypeArg::Result(g) => f.results.get(g as usize)?,
        TypeArg::Operands | TypeArg::Results => return None,
    };
    match (v.kind, v.sub_sizes) {
        (GroupKind::Single, None) => v.class.and_then(|c| c.def),
        _ => None,
    }
}

/// The type-class check of a single group's `type(...)` (see [`TypeClass`]).
fn check_type_class(
    f: &Format,
    arg: TypeArg,
    p: &mut OpAsmParser<'_, '_>,
    loc: u32,
    ts: &[Type],
) -> PResult<()> {
    let v = match arg {
        TypeArg::Operand(g) => f.operands[g as usize],
        TypeArg::Result(g) => f.results[g as usize],
        TypeArg::Operands | TypeArg::Results => return Ok(()),
    };
    let (GroupKind::Single, Some(class), [t]) = (v.kind, v.class, ts) else {
        return Ok(());
    };
    if (class.is)(p.ctx(), *t) {
        return Ok(());
    }
    // classes without a name of their own (MLIR's `TensorType`, `BaseMemRefType`) say less
    if class.name.is_empty() {
        return Err(p.emit_error(loc, "invalid kind of type specified"));
    }
    let found = crate::ods::verify::quoted_type(p.ctx(), *t);
    let msg = format!(
        "invalid kind of type specified: expected {}, but found {found}",
        class.name
    );
    Err(p.emit_error(loc, &msg))
}

/// `(t1, t2), (t3)` of a `VariadicOfVariadic` group, flattened.
fn parse_nested_type_lists(p: &mut OpAsmParser<'_, '_>) -> PResult<Vec<Type>> {
    let mut ts = Vec::new();
    if !p.at(TokenKind::LParen) {
        return Ok(ts);
    }
    loop {
        ts.extend(p.parse_type_list_parens()?);
        if !p.parse_optional_comma() {
            return Ok(ts);
        }
    }
}

fn store_types(b: &mut Parsed, arg: TypeArg, ts: Vec<Type>) {
    match arg {
        TypeArg::Operand(g) => b.operand_types[g as usize] = Some(ts),
        TypeArg::Result(g) => b.result_types[g as usize] = Some(ts),
        TypeArg::Operands => b.all_operand_types = Some(ts),
        TypeArg::Results => b.all_result_types = Some(ts),
    }
}

fn parse_optional_group(
    f: &Format,
    g: &OptionalFmt,
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    b: &mut Parsed,
) -> PResult<()> {
    // spaces print but do not parse: the group starts at its first parsable element
    let start = g
        .then
        .iter()
        .position(|e| {
            !matches!(
                e.kind,
                ElemKind::Space | ElemKind::NoSpace | ElemKind::Newline
            )
        })
        .unwrap_or(g.then.len());
    let Some((first, rest)) = g.then[start..].split_first() else {
        return Ok(());
    };
    if parse_optional_first(f, first, p, st, b)? {
        // a unit attribute anchor is set by the group's presence (unless it starts the group:
        // it was then parsed as written)
        let anchor = g
            .then
            .get(g.anchor as usize)
            .filter(|_| !g.inverted && g.anchor as usize != start);
        if let Some(ElemKind::Attr { index, .. }) = anchor.map(|e| e.kind) {
            if matches!(f.attrs[index as usize].style, AttrStyle::Unit) {
                b.attrs[index as usize] = Some(p.ctx().common.unit);
            }
        }
        parse_elements(f, rest, p, st, b)
    } else {
        parse_elements(f, g.else_elements, p, st, b)
    }
}

/// Parses the first element of an optional group if it is present; returns whether it was.
fn parse_optional_first(
    f: &Format,
    e: &Elem,
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    b: &mut Parsed,
) -> PResult<bool> {
    let present = match e.kind {
        ElemKind::Literal(text) => return Ok(parse_optional_literal(p, text)),
        ElemKind::Operand(g) => {
            let v = f.operands[g as usize];
            if v.sub_sizes.is_some() {
                p.at(TokenKind::LParen)
            } else {
                p.at(TokenKind::PercentIdent)
            }
        }
        ElemKind::Operands => p.at(TokenKind::PercentIdent),
        ElemKind::Attr { index, qualified } => {
            // a unit attribute that starts its group is not elided: it is written as any
            // attribute (`unit`), as MLIR parses it; a unit property as the keyword `unit`
            let at = f.attrs[index as usize];
            if matches!(at.style, AttrStyle::Unit) {
                if at.is_property {
                    if !p.parse_optional_keyword("unit") {
                        return Ok(false);
                    }
                    b.attrs[index as usize] = Some(p.ctx().common.unit);
                    return Ok(true);
                }
                if !p.p.at_attribute_start() {
                    return Ok(false);
                }
                let a = p.parse_attribute()?;
                b.attrs[index as usize] = Some(a);
                return Ok(true);
            }
            if !at_attr(f, index as usize, p) {
                return Ok(false);
            }
            let a = parse_attr(f, index as usize, qualified, false, p)?;
            b.attrs[index as usize] = Some(a);
            return Ok(true);
        }
        ElemKind::Region(_) | ElemKind::Regions => p.at(TokenKind::LBrace),
        ElemKind::Successor(_) | ElemKind::Successors => p.at(TokenKind::CaretIdent),
        ElemKind::Type { .. } | ElemKind::FunctionalType(..) => p.p.at_type_start(),
        ElemKind::Custom(c) => {
            // a custom directive decides itself: it is present when it bound something
            let before = bound_count(c, b);
            (c.parse)(p, st, b)?;
            return Ok(bound_count(c, b) != before);
        }
        ElemKind::AttrDict { .. } | ElemKind::PropDict => true,
        ElemKind::Newline | ElemKind::Space | ElemKind::NoSpace => true,
        ElemKind::Optional(_) | ElemKind::OIList(_) => true,
    };
    if present {
        parse_element(f, e, p, st, b)?;
    }
    Ok(present)
}

fn bound_count(c: &CustomFmt, b: &Parsed) -> usize {
    c.binds
        .iter()
        .map(|x| match *x {
            Bind::Operand(g) => b.operands[g as usize].len(),
            Bind::OperandType(g) => b.operand_types[g as usize].as_ref().map_or(0, |t| t.len()),
            Bind::ResultType(g) => b.result_types[g as usize].as_ref().map_or(0, |t| t.len()),
            Bind::Attr(a) => b.attrs[a as usize].is_some() as usize,
            Bind::Region(r) => b.regions[r as usize].len(),
            Bind::Successor(s) => b.successors[s as usize].len(),
        })
        .sum()
}

fn parse_oilist(
    f: &Format,
    clauses: &[OIClauseFmt],
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    b: &mut Parsed,
) -> PResult<()> {
    let mut seen = vec![false; clauses.len()];
    'outer: loop {
        for (i, c) in clauses.iter().enumerate() {
            if parse_optional_literal(p, c.keyword) {
                if seen[i] {
                    // at the op, as MLIR's generated parser reports it
                    let loc = p.name_loc();
                    return Err(p.emit_error(
                        loc,
                        &format!(
                            "`{}` clause can appear at most once in the expansion of the oilist directive",
                            c.keyword
                        ),
                    ));
                }
                seen[i] = true;
                for e in c.elements.iter().skip(1) {
                    if let ElemKind::Attr { index, .. } = e.kind {
                        if matches!(f.attrs[index as usize].style, AttrStyle::Unit) {
                            b.attrs[index as usize] = Some(p.ctx().common.unit);
                            continue;
                        }
                    }
                    parse_element(f, e, p, st, b)?;
                }
                continue 'outer;
            }
        }
        return Ok(());
    }
}

/// After the elements: stores attributes, resolves operand types and operands, sets segment
/// sizes, and adds result types (inferring them when the format says so).
fn finish(
    f: &Format,
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    b: &mut Parsed,
) -> Result<(), Diagnostic> {
    for (i, a) in f.attrs.iter().enumerate() {
        if let Some(v) = b.attrs[i].filter(|_| !b.from_attr_dict[i]) {
            access::set_state_attr(p.ctx(), st, &a.at, Some(v));
        }
    }
    for (i, sizes) in b.sub_sizes.iter().enumerate() {
        if let Some(ai) = f.operands[i].sub_sizes {
            if f.operands[i].kind == GroupKind::Variadic && b.attrs[ai as usize].is_none() {
                let at = f.attrs[ai as usize].at;
                access::set_state_sizes(p.ctx(), st, &at, sizes);
            }
        }
    }
    // `type(results)` is split over the result groups first, so that operand types derived
    // from a result find it
    if let Some(all) = b.all_result_types.take() {
        let mut per_group: Vec<Option<Vec<Type>>> = vec![None; f.results.len()];
        let counts: Vec<Vec<UnresolvedOperand>> = vec![Vec::new(); f.results.len()];
        split_types(f.results, &counts, all, &mut per_group);
        for (g, ts) in per_group.into_iter().enumerate() {
            b.result_types[g] = Some(ts.unwrap_or_default());
        }
    }
    // `operands` fills the groups in order: the single and optional groups first take one
    // value each from the front, the variadic group takes the rest (MLIR's rule for formats
    // with `operands`, which allow at most one variable group).
    if let Some((loc, all)) = b.all_operands.take() {
        let tys = match b.all_operand_types.take() {
            Some(ts) => ts,
            None => {
                let mut ts = Vec::with_capacity(all.len());
                for g in 0..f.operands.len() {
                    if let Some(t) = group_type(f, p, b, g, all.len())? {
                        ts.extend(t);
                    }
                }
                ts
            }
        };
        check_transform_sources(f, p, b)?;
        p.resolve_operands(&all, &tys, loc, &mut st.operands)?;
    } else {
        if let Some(all) = b.all_operand_types.take() {
            let mut group_types: Vec<Option<Vec<Type>>> = vec![None; f.operands.len()];
            split_types(f.operands, &b.operands, all, &mut group_types);
            for (g, ts) in group_types.into_iter().enumerate() {
                b.operand_types[g] = ts;
            }
        }
        check_transform_sources(f, p, b)?;
        let mut derived = std::mem::take(&mut b.scratch_types);
        for g in 0..f.operands.len() {
            let n = b.operands[g].len();
            let loc = b.operand_locs[g];
            if let Some(ts) = &b.operand_types[g] {
                p.resolve_operands(&b.operands[g], ts, loc, &mut st.operands)?;
                continue;
            }
            // one derived type for every value of the group, in a reused buffer
            derived.clear();
            if let Some(t) = resolve_type(f, p, b, f.operands[g].ty, n)? {
                derived.resize(n, t);
            }
            p.resolve_operands(&b.operands[g], &derived, loc, &mut st.operands)?;
        }
        b.scratch_types = derived;
    }
    // segment sizes
    if let SegmentMode::AttrSized(r) = f.operand_spec.mode {
        let sizes = group_sizes(f.operands, &b.operands);
        access::set_state_sizes(p.ctx(), st, &r, &sizes);
    }
    // a region that was not written (an optional group's anchor) is still created, empty, as
    // MLIR's generated parser adds every non-variadic region
    for (i, regions) in b.regions.iter().enumerate() {
        if regions.is_empty() && !f.regions[i].variadic {
            let r = p.ctx().ir.create_region();
            st.regions.push(r);
        }
        st.regions.extend(regions.iter().copied());
    }
    for s in &b.successors {
        st.successors.extend(s.iter().copied());
    }
    // results
    let mut result_sizes = std::mem::take(&mut b.scratch_sizes);
    result_sizes.clear();
    let mut infer = false;
    for g in 0..f.results.len() {
        if let Some(ts) = &b.result_types[g] {
            result_sizes.push(ts.len() as i32);
            st.result_types.extend(ts.iter().copied());
            continue;
        }
        match f.results[g].ty {
            TypeSrc::Inferred => {
                infer = true;
                result_sizes.push(0);
            }
            // a variadic result group taking the types of a variadic operand group (MLIR's
            // `RangedTypesMatchWith`): one result per operand, each type transformed
            src @ (TypeSrc::SameAs(TypeRef::Operand(og))
            | TypeSrc::Transformed(TypeRef::Operand(og), _, _))
                if f.results[g].kind == GroupKind::Variadic
                    && f.operands[og as usize].kind == GroupKind::Variadic =>
            {
                let from = b.operand_types[og as usize].clone().unwrap_or_default();
                let ts: Vec<Type> = match src {
                    TypeSrc::Transformed(_, t, _) => {
                        from.into_iter().map(|x| t(p.ctx(), x)).collect()
                    }
                    _ => from,
                };
                result_sizes.push(ts.len() as i32);
                st.result_types.extend(ts);
            }
            src => {
                let t = resolve_type(f, p, b, src, 1)?;
                result_sizes.push(t.is_some() as i32);
                st.result_types.extend(t);
            }
        }
    }
    if infer {
        if let Some(fun) = f.infer {
            let loc = p.name_loc();
            let types = fun(p.ctx(), st).map_err(|d| {
                let mut e = p.emit_error(loc, "");
                e.message = d.message;
                e
            })?;
            st.result_types = types;
        }
    }
    if let SegmentMode::AttrSized(r) = f.result_spec.mode {
        access::set_state_sizes(p.ctx(), st, &r, &result_sizes);
    }
    b.scratch_sizes = result_sizes;
    Ok(())
}

/// Checks the written types of every group another group's type is transformed from
/// ([`SourceCheck`]), each group once, the sources of result types first (MLIR's order),
/// before any operand is resolved.
fn check_transform_sources(f: &Format, p: &mut OpAsmParser<'_, '_>, b: &Parsed) -> PResult<()> {
    let mut done: Vec<(bool, u16)> = Vec::new();
    for g in f.results.iter().chain(f.operands) {
        let TypeSrc::Transformed(from, _, Some(check)) = g.ty else {
            continue;
        };
        let (key, types) = match from {
            TypeRef::Operand(i) => ((false, i), b.operand_types.get(i as usize)),
            TypeRef::Result(i) => ((true, i), b.result_types.get(i as usize)),
            TypeRef::Attr(_) => continue,
        };
        if done.contains(&key) {
            continue;
        }
        done.push(key);
        let Some(Some(types)) = types else {
            continue;
        };
        let ctx: &Context = p.ctx();
        if let Some(&bad) = types.iter().find(|&&t| !(check.pred)(ctx, t)) {
            let found = crate::ods::verify::quoted_type(ctx, bad);
            return Err(p.emit_error(
                p.name_loc(),
                &format!(
                    "'{}' must be {}, but got {found}",
                    check.name, check.summary
                ),
            ));
        }
    }
    Ok(())
}

/// The type(s) of operand group `g` when filled by `operands` without `type(operands)`: the
/// group's own `type(...)` if written, else its type source.
fn group_type(
    f: &Format,
    p: &mut OpAsmParser<'_, '_>,
    b: &Parsed,
    g: usize,
    total: usize,
) -> PResult<Option<Vec<Type>>> {
    if let Some(ts) = &b.operand_types[g] {
        return Ok(Some(ts.clone()));
    }
    let fixed = f
        .operands
        .iter()
        .filter(|v| v.kind == GroupKind::Single)
        .count();
    let n = match f.operands[g].kind {
        GroupKind::Single => 1,
        _ => total.saturating_sub(fixed),
    };
    Ok(resolve_type(f, p, b, f.operands[g].ty, n)?.map(|t| vec![t; n]))
}

/// Splits a flat type list over the groups: one type per single group, the rest to the one
/// variable group.
fn split_types(
    groups: &[ValueFmt],
    operands: &[Vec<UnresolvedOperand>],
    all: Vec<Type>,
    out: &mut [Option<Vec<Type>>],
) {
    let fixed = groups
        .iter()
        .filter(|v| v.kind == GroupKind::Single)
        .count();
    let variable = all.len().saturating_sub(fixed);
    let mut it = all.into_iter();
    for (g, v) in groups.iter().enumerate() {
        let n = match v.kind {
            GroupKind::Single => 1,
            _ if operands.iter().any(|o| !o.is_empty()) && !operands[g].is_empty() => {
                operands[g].len()
            }
            _ => variable,
        };
        out[g] = Some(it.by_ref().take(n).collect());
    }
}

fn group_sizes(groups: &[ValueFmt], values: &[Vec<UnresolvedOperand>]) -> Vec<i32> {
    groups
        .iter()
        .zip(values)
        .map(|(_, v)| v.len() as i32)
        .collect()
}

/// The type given by a non-parsed type source.
fn resolve_type(
    f: &Format,
    p: &mut OpAsmParser<'_, '_>,
    b: &Parsed,
    src: TypeSrc,
    n: usize,
) -> PResult<Option<Type>> {
    if n == 0 {
        return Ok(None);
    }
    Ok(match src {
        TypeSrc::Parsed | TypeSrc::Inferred => None,
        TypeSrc::Built(build) => Some(build(p.ctx())),
        TypeSrc::SameAs(r) => ref_type(f, p, b, r, 0)?,
        TypeSrc::Transformed(r, t, _) => ref_type(f, p, b, r, 0)?.map(|ty| t(p.ctx(), ty)),
    })
}

/// The type of a reference entity, following chains of derived types (bounded by the number
/// of groups, so a cycle in the tables cannot loop).
fn ref_type(
    f: &Format,
    p: &mut OpAsmParser<'_, '_>,
    b: &Parsed,
    r: TypeRef,
    depth: usize,
) -> PResult<Option<Type>> {
    if depth > f.operands.len() + f.results.len() + f.attrs.len() {
        return Ok(None);
    }
    let (parsed, src) = match r {
        TypeRef::Operand(g) => (
            b.operand_types[g as usize]
                .as_ref()
                .and_then(|t| t.first().copied()),
            f.operands[g as usize].ty,
        ),
        TypeRef::Result(g) => (
            b.result_types[g as usize]
                .as_ref()
                .and_then(|t| t.first().copied()),
            f.results[g as usize].ty,
        ),
        TypeRef::Attr(a) => {
            let ty = b.attrs[a as usize].and_then(|v| attr_value_type(p.ctx(), v));
            return Ok(ty);
        }
    };
    if parsed.is_some() {
        return Ok(parsed);
    }
    Ok(match src {
        TypeSrc::Parsed | TypeSrc::Inferred => None,
        TypeSrc::Built(build) => Some(build(p.ctx())),
        TypeSrc::SameAs(r2) => ref_type(f, p, b, r2, depth + 1)?,
        TypeSrc::Transformed(r2, t, _) => {
            ref_type(f, p, b, r2, depth + 1)?.map(|ty| t(p.ctx(), ty))
        }
    })
}

/// The type of a typed attribute (`42 : i32` gives `i32`; a type attribute gives its type; a
/// string without a type is `none`, as MLIR's `StringAttr::getType`).
fn attr_value_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => super::verify::attr_type(ctx, a),
    }
}

// ------------------------------------------------------------------------------------------
// Printing
// ------------------------------------------------------------------------------------------

/// The custom-form printer of an op with format `f` (the body of a generated `PrintFn`).
pub fn print(f: &Format, p: &mut OpAsmPrinter<'_, '_>, op: Op) {
    print_elements(f, f.elements, p, op);
}

fn print_elements(f: &Format, elems: &[Elem], p: &mut OpAsmPrinter<'_, '_>, op: Op) {
    for e in elems {
        print_element(f, e, p, op);
    }
}

fn print_element(f: &Format, e: &Elem, p: &mut OpAsmPrinter<'_, '_>, op: Op) {
    if e.space {
        p.write(" ");
    }
    let ctx = p.ctx();
    match e.kind {
        ElemKind::Literal(text) => p.write(text),
        ElemKind::Newline => p.print_newline(),
        ElemKind::Space => p.write(" "),
        ElemKind::NoSpace => {}
        ElemKind::Operand(g) => print_operand_group(f, g as usize, p, op),
        ElemKind::Attr { index, qualified } => {
            if let Some(a) = f.attrs[index as usize].at.get(ctx, op) {
                print_attr(f, index as usize, qualified, a, p);
            }
        }
        ElemKind::Region(r) => {
            let regions = regions_of(f, ctx, op, r as usize);
            for (i, region) in regions.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                print_region(f, p, *region);
            }
        }
        ElemKind::Successor(s) => {
            let blocks = successors_of(f, ctx, op, s as usize);
            for (i, b) in blocks.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_successor(*b);
            }
        }
        ElemKind::AttrDict { with_keyword } => print_attr_dict(f, p, op, with_keyword),
        ElemKind::PropDict => print_prop_dict(f, p, op),
        ElemKind::Operands => {
            p.print_operands(ctx.ir.operands(op));
        }
        ElemKind::Regions => {
            let regions = &ctx.ir.op(op).regions;
            for (i, region) in regions.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                print_region(f, p, *region);
            }
        }
        ElemKind::Successors => {
            let blocks = &ctx.ir.op(op).successors;
            for (i, b) in blocks.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_successor(*b);
            }
        }
        ElemKind::Type { arg, qualified } => match stripped_type_def(f, arg) {
            Some(_) if !qualified => {
                let ctx = p.ctx();
                for t in types_of(f, ctx, op, arg) {
                    p.print_stripped_type(t);
                }
            }
            _ => print_types_for(f, arg, p, op),
        },
        ElemKind::FunctionalType(ins, outs) => {
            let i: Vec<Type> = types_of(f, ctx, op, ins).collect();
            let o: Vec<Type> = types_of(f, ctx, op, outs).collect();
            p.print_functional_type(&i, &o);
        }
        ElemKind::Custom(c) => (c.print)(p, op),
        ElemKind::Optional(g) => {
            let anchor = if g.inverted {
                &g.else_elements[g.anchor as usize]
            } else {
                &g.then[g.anchor as usize]
            };
            if is_present(f, anchor, ctx, op) != g.inverted {
                let first = g.then.iter().position(|e| {
                    !matches!(
                        e.kind,
                        ElemKind::Space | ElemKind::NoSpace | ElemKind::Newline
                    )
                });
                for (i, e) in g.then.iter().enumerate() {
                    // a unit attribute prints nothing (the group's presence is its value),
                    // unless it starts the group
                    if let ElemKind::Attr { index, .. } = e.kind {
                        let unit = matches!(f.attrs[index as usize].style, AttrStyle::Unit);
                        if unit && Some(i) != first {
                            continue;
                        }
                    }
                    print_element(f, e, p, op);
                }
            } else {
                print_elements(f, g.else_elements, p, op);
            }
        }
        ElemKind::OIList(clauses) => {
            for c in clauses {
                if !c.elements.iter().any(|e| is_present(f, e, ctx, op)) {
                    continue;
                }
                for e in c.elements {
                    if let ElemKind::Attr { index, .. } = e.kind {
                        if matches!(f.attrs[index as usize].style, AttrStyle::Unit) {
                            continue;
                        }
                    }
                    print_element(f, e, p, op);
                }
            }
        }
    }
}

fn print_operand_group(f: &Format, g: usize, p: &mut OpAsmPrinter<'_, '_>, op: Op) {
    let ctx = p.ctx();
    let vs = f.operand_spec.values(ctx, op, g);
    if let Some(ai) = f.operands[g].sub_sizes {
        let vs: Vec<_> = vs.collect();
        let sizes = f.attrs[ai as usize]
            .at
            .get(ctx, op)
            .and_then(|a| access::dense_i32_values(ctx, a))
            .unwrap_or_default();
        let mut start = 0usize;
        for (i, n) in sizes.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            let end = (start + (*n).max(0) as usize).min(vs.len());
            p.write("(");
            p.print_operands(vs[start.min(end)..end].iter().copied());
            p.write(")");
            start = end;
        }
        return;
    }
    p.print_operands(vs);
}

fn print_attr(
    f: &Format,
    index: usize,
    qualified: bool,
    a: Attribute,
    p: &mut OpAsmPrinter<'_, '_>,
) {
    let ctx = p.ctx();
    match f.attrs[index].style {
        AttrStyle::Generic => p.print_attribute(a),
        AttrStyle::WithoutType(_) => p.print_attribute_without_type(a),
        AttrStyle::Enum(info) => {
            if qualified {
                p.print_attribute(a);
                return;
            }
            match enums::attr_value(ctx, info, a) {
                Some(v) => {
                    let text = enums::print_format_form(info, v, false);
                    match info.attr {
                        enums::EnumAttrKind::Integer if !info.bit => {
                            p.print_keyword_or_string(&text)
                        }
                        _ => p.write(&text),
                    }
                }
                None => p.print_attribute(a),
            }
        }
        AttrStyle::SymbolName => match ctx.attr_kind(a) {
            AttrKind::String { value, .. } => {
                let s = String::from_utf8_lossy(value).into_owned();
                p.print_symbol_name(&s);
            }
            _ => p.print_attribute(a),
        },
        // reached only for a unit attribute that starts an optional group: printed in full
        AttrStyle::Unit => p.print_attribute(a),
        AttrStyle::DenseArray(_) if qualified => p.print_attribute(a),
        AttrStyle::DenseArray(_) => p.print_stripped_dense_array(a),
        AttrStyle::Def(_) if qualified => p.print_attribute(a),
        AttrStyle::Def(_) => p.print_stripped_attribute(a),
    }
}

fn print_region(f: &Format, p: &mut OpAsmPrinter<'_, '_>, region: Region) {
    let mut print_terminator = true;
    if let Some(term) = f.implicit_terminator {
        let ctx = p.ctx();
        if let Some(last) = ctx.ir.first_block(region).and_then(|b| ctx.ir.last_op(b)) {
            let data = ctx.ir.op(last);
            if ctx.str(data.name) == term {
                let bare = ctx.ir.num_operands(last) == 0
                    && ctx.ir.num_results(last) == 0
                    && p.op_attrs(last).is_empty();
                print_terminator = !bare;
            }
        }
    }
    p.print_region(region, true, print_terminator);
}

fn regions_of<'c>(f: &Format, ctx: &'c Context, op: Op, r: usize) -> &'c [Region] {
    let all = &ctx.ir.op(op).regions;
    let range = if f.regions[r].variadic {
        all.get(r..)
    } else {
        all.get(r..=r)
    };
    range.unwrap_or(&[])
}

fn successors_of<'c>(f: &Format, ctx: &'c Context, op: Op, s: usize) -> &'c [Block] {
    let all = &ctx.ir.op(op).successors;
    let range = match f.successors[s] {
        GroupKind::Variadic => all.get(s..),
        _ => all.get(s..=s),
    };
    range.unwrap_or(&[])
}

fn types_of<'c>(
    f: &Format,
    ctx: &'c Context,
    op: Op,
    arg: TypeArg,
) -> impl ExactSizeIterator<Item = Type> + Clone + 'c {
    let values = match arg {
        TypeArg::Operand(g) => f.operand_spec.values(ctx, op, g as usize),
        TypeArg::Result(g) => f.result_spec.values(ctx, op, g as usize),
        TypeArg::Operands => access::Values::all(ctx, op, access::ValueKind::Operands),
        TypeArg::Results => access::Values::all(ctx, op, access::ValueKind::Results),
    };
    values.map(move |v| ctx.ir.value_type(v))
}

fn print_types_for(f: &Format, arg: TypeArg, p: &mut OpAsmPrinter<'_, '_>, op: Op) {
    let ctx = p.ctx();
    if let TypeArg::Operand(g) = arg {
        if let Some(ai) = f.operands[g as usize].sub_sizes {
            let ts: Vec<Type> = types_of(f, ctx, op, arg).collect();
            let sizes = f.attrs[ai as usize]
                .at
                .get(ctx, op)
                .and_then(|a| access::dense_i32_values(ctx, a))
                .unwrap_or_default();
            let mut start = 0usize;
            for (i, n) in sizes.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                let end = (start + (*n).max(0) as usize).min(ts.len());
                p.write("(");
                p.print_types(ts[start.min(end)..end].iter().copied());
                p.write(")");
                start = end;
            }
            return;
        }
    }
    let ts = types_of(f, ctx, op, arg);
    p.print_types(ts);
}

/// True when an element has something to print (an optional group's anchor, an oilist
/// clause's variables).
fn is_present(f: &Format, e: &Elem, ctx: &Context, op: Op) -> bool {
    match e.kind {
        ElemKind::Operand(g) => !f.operand_spec.range(ctx, op, g as usize).is_empty(),
        ElemKind::Attr { index, .. } => {
            let a = f.attrs[index as usize];
            match a.at.get(ctx, op) {
                // a unit property that is not set holds `false`
                Some(v) if matches!(a.style, AttrStyle::Unit) => {
                    matches!(ctx.attr_kind(v), AttrKind::Unit)
                }
                Some(v) => !a.is_default.is_some_and(|d| d(ctx, v)),
                None => false,
            }
        }
        ElemKind::Region(r) => regions_of(f, ctx, op, r as usize)
            .iter()
            .any(|&r| ctx.ir.first_block(r).is_some()),
        ElemKind::Successor(s) => !successors_of(f, ctx, op, s as usize).is_empty(),
        ElemKind::Operands => ctx.ir.num_operands(op) != 0,
        ElemKind::Regions => !ctx.ir.op(op).regions.is_empty(),
        ElemKind::Successors => !ctx.ir.op(op).successors.is_empty(),
        ElemKind::Type { arg, .. } => types_of(f, ctx, op, arg).len() != 0,
        // as MLIR: a functional type anchors by its inputs only
        ElemKind::FunctionalType(a, _) => types_of(f, ctx, op, a).len() != 0,
        ElemKind::Custom(c) => c.binds.iter().any(|b| bind_present(f, *b, ctx, op)),
        ElemKind::Literal(_) | ElemKind::Newline | ElemKind::Space | ElemKind::NoSpace => false,
        ElemKind::AttrDict { .. } | ElemKind::PropDict => false,
        ElemKind::Optional(_) | ElemKind::OIList(_) => false,
    }
}

fn bind_present(f: &Format, b: Bind, ctx: &Context, op: Op) -> bool {
    match b {
        Bind::Operand(g) | Bind::OperandType(g) => {
            !f.operand_spec.range(ctx, op, g as usize).is_empty()
        }
        Bind::ResultType(g) => !f.result_spec.range(ctx, op, g as usize).is_empty(),
        Bind::Attr(a) => f.attrs[a as usize].at.get(ctx, op).is_some(),
        Bind::Region(r) => regions_of(f, ctx, op, r as usize)
            .iter()
            .any(|&r| ctx.ir.first_block(r).is_some()),
        Bind::Successor(s) => !successors_of(f, ctx, op, s as usize).is_empty(),
    }
}

/// True when the format leaves attribute `a` out of `attr-dict` and `prop-dict`: it is bound
/// by the format (segment sizes included), or a default-valued attribute equal to its default.
fn elided(a: &AttrFmt, ctx: &Context, op: Op) -> bool {
    a.bound
        || a.is_default
            .is_some_and(|d| a.at.get(ctx, op).is_some_and(|v| d(ctx, v)))
}

/// The format's attribute stored in each property slot of `op`'s registration.
fn attrs_by_slot<'f>(f: &'f Format, info: Option<&OpInfo>) -> Vec<Option<&'f AttrFmt>> {
    let mut by_slot = vec![None; info.map_or(0, |i| i.property_names.len())];
    for a in f.attrs {
        if let Some(s) = a.at.slot.filter(|&s| s < by_slot.len()) {
            by_slot[s] = Some(a);
        }
    }
    by_slot
}

/// `(name, value)` of the slot attributes for which `value` gives one, in name order (the
/// order the registration worked out once).
fn named_in_slot_order(
    info: Option<&OpInfo>,
    by_slot: &[Option<&AttrFmt>],
    value: impl Fn(&AttrFmt) -> Option<Attribute>,
) -> Vec<(&'static str, Attribute)> {
    let Some(info) = info else {
        return Vec::new();
    };
    info.slots_by_name
        .iter()
        .filter_map(|&s| {
            let a = by_slot.get(s as usize).copied().flatten()?;
            value(a).map(|v| (a.at.name, v))
        })
        .collect()
}

/// `attr-dict` / `attr-dict-with-keyword`: ` {a = 1, b}` of the op's attributes, inherent and
/// discardable, in name order, except those the format elides (and, with `prop-dict`, every
/// property). The inherent attributes are read and elided by slot; only discardable ones are
/// matched by name (through the symbol of their slot, when an inherent name has one).
fn print_attr_dict(f: &Format, p: &mut OpAsmPrinter<'_, '_>, op: Op, with_keyword: bool) {
    let ctx = p.ctx();
    let prop_dict = f
        .elements
        .iter()
        .any(|e| matches!(e.kind, ElemKind::PropDict));
    let hidden = |a: &AttrFmt| (prop_dict && a.at.slot.is_some()) || elided(a, ctx, op);
    let listed = |a: &AttrFmt| {
        a.at.slot
            .and_then(|_| a.at.get(ctx, op))
            .filter(|_| !hidden(a))
    };
    let disc = ctx.dict_entries(ctx.ir.op(op).attrs);
    // the usual case: nothing to print, found without collecting anything
    if disc.is_empty() && f.attrs.iter().all(|a| listed(a).is_none()) {
        return;
    }
    let info = ctx.op_info(op);
    let by_slot = attrs_by_slot(f, info);
    let mut entries = named_in_slot_order(info, &by_slot, listed);
    let sorted = entries.is_empty();
    for &(n, v) in disc {
        let name = ctx.str(n);
        let inherent = match info.and_then(|i| i.slot_of(n)) {
            Some(s) => by_slot[s],
            // (attributes stored in the dictionary, `use_properties false`)
            None => f
                .attrs
                .iter()
                .find(|a| a.at.slot.is_none() && a.at.name == name),
        };
        if !inherent.is_some_and(hidden) {
            entries.push((name, v));
        }
    }
    if !sorted && entries.len() > 1 {
        entries.sort_by(|a, b| a.0.cmp(b.0));
    }
    p.p.print_optional_attr_dict_entries(&entries, &[], with_keyword);
}

/// `prop-dict`: ` <{a = 1, b}>` of the properties not bound in the format; the space is
/// written even when there is none, as MLIR's generated printer does.
fn print_prop_dict(f: &Format, p: &mut OpAsmPrinter<'_, '_>, op: Op) {
    p.write(" ");
    let ctx = p.ctx();
    let info = ctx.op_info(op);
    let by_slot = attrs_by_slot(f, info);
    let entries = named_in_slot_order(info, &by_slot, |a| {
        a.at.get(ctx, op).filter(|_| !elided(a, ctx, op))
    });
    if entries.is_empty() {
        return;
    }
    p.write("<{");
    for (i, (n, v)) in entries.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_keyword_or_string(n);
        if !matches!(ctx.attr_kind(*v), AttrKind::Unit) {
            p.write(" = ");
            p.print_attribute(*v);
        }
    }
    p.write("}>");
}

/// The `TypeKind` of a type (for adapters checking function types).
pub fn is_function_type(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Function { .. })
}
