//! Builtin attributes: the [`AttrKind`] structure behind every interned [`Attribute`].
//!
//! Locations are attributes too (as in MLIR, `LocationAttr`), so a [`Location`] is an
//! [`Attribute`] whose kind is one of the `*Loc` variants. Parsing lives in [`crate::text::parser`],
//! printing in [`crate::text::printer`].

use crate::ir::affine::{AffineMap, IntegerSet};
use crate::ir::context::{Context, Symbol};
use crate::ir::defs::{AttrDefId, DefParams};
use crate::ir::types::Type;
use crate::numerics::apfloat::APFloat;
use crate::numerics::apint::APInt;

crate::entity_id! {
    /// An interned attribute. Compare by `==`; inspect with [`Context::attr_kind`].
    pub struct Attribute;
}

/// A location: an [`Attribute`] of one of the location kinds.
pub type Location = Attribute;

/// Structure of a builtin attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit`
    Unit,
    /// `true` / `false`
    Bool(bool),
    /// `42 : i32`; the value is kept at the type's width (`index` uses 64 bits)
    Integer {
        /// integer or index type
        ty: Type,
        /// value, two's complement at the type's width
        value: APInt,
    },
    /// `1.5 : f32`
    Float {
        /// float type
        ty: Type,
        /// value in the type's semantics
        value: APFloat,
    },
    /// `"text"` or `"text" : type`; bytes may be any value (escapes)
    String {
        /// contents
        value: Box<[u8]>,
        /// optional type (`none` when printed without one is stored as `None`)
        ty: Option<Type>,
    },
    /// A type used as an attribute: `i32`
    Type(Type),
    /// `[a, b]`
    Array(Box<[Attribute]>),
    /// `array<i32: 1, 2>`; elements packed little-endian at their storage width
    DenseArray {
        /// element type (`i1`..`i64` or `f32`/`f64`)
        elem: Type,
        /// number of elements
        len: u32,
        /// little-endian bytes, `ceil(width/8)` per element
        raw: Box<[u8]>,
    },
    /// `{a = 1, b}`: entries sorted by name text
    Dictionary(Box<[(Symbol, Attribute)]>),
    /// `@a::@b::@c`
    SymbolRef {
        /// root reference
        root: Symbol,
        /// nested references
        nested: Box<[Symbol]>,
    },
    /// `dense<...> : tensor<...>` of integers, index, floats or complex numbers
    DenseIntOrFp {
        /// shaped type (tensor or vector)
        ty: Type,
        /// element storage, little-endian, `ceil(width/8)` bytes per scalar (complex: two
        /// scalars per element); a splat stores one element
        raw: Box<[u8]>,
        /// whether one element stands for all
        splat: bool,
    },
    /// `dense<"a", "b"> : tensor<2x!foo.string>`
    DenseString {
        /// shaped type
        ty: Type,
        /// the strings; a splat stores one
        values: Box<[Box<[u8]>]>,
        /// whether one element stands for all
        splat: bool,
    },
    /// `dense_resource<name> : tensor<...>`
    DenseResource {
        /// shaped type
        ty: Type,
        /// resource key in the `dialect_resources.builtin` section
        handle: Symbol,
    },
    /// `sparse<indices, values> : tensor<...>`
    Sparse {
        /// shaped type
        ty: Type,
        /// dense `i64` attribute of indices
        indices: Attribute,
        /// dense attribute of values
        values: Attribute,
    },
    /// `affine_map<(d0)[s0] -> (d0 + s0)>`
    AffineMap(AffineMap),
    /// `affine_set<(d0) : (d0 - 1 >= 0)>`
    IntegerSet(IntegerSet),
    /// `strided<[1, ?], offset: ?>`; dynamic entries use [`crate::ir::types::DYNAMIC`]
    Strided {
        /// strides
        strides: Box<[i64]>,
        /// offset
        offset: i64,
    },
    /// An attribute of a registered dialect definition: `#d.space<global>` (see
    /// [`crate::ir::defs`]).
    Dialect {
        /// its definition
        def: AttrDefId,
        /// its parameters
        params: DefParams,
    },
    /// An attribute of an unregistered dialect, kept verbatim: `#foo.bar<...>` has dialect `foo`
    /// and data `bar<...>`.
    Opaque {
        /// dialect namespace
        dialect: Symbol,
        /// everything after the namespace (and its `.`), verbatim
        data: Box<str>,
    },
    /// An attribute of an unregistered dialect with a type: `#foo.bar<...> : i32` (the
    /// untyped form, and `: none`, is [`AttrKind::Opaque`]).
    TypedOpaque {
        /// dialect namespace
        dialect: Symbol,
        /// everything after the namespace (and its `.`), verbatim
        data: Box<str>,
        /// the attribute's type
        ty: Type,
    },
    /// `distinct[N]<attr>`: a unique attribute wrapping `referenced`. `uid` is unique per
    /// process; printed ids are renumbered in print order.
    Distinct {
        /// identity of this distinct attribute
        uid: u64,
        /// the wrapped attribute (`unit` for `distinct[N]<>`)
        referenced: Attribute,
    },
    /// A trailing `loc(#alias)` whose alias was not defined yet when parsed (location aliases
    /// may follow their uses); resolved by
    /// [`crate::text::parser::Parser::resolve_deferred_location`] after the file is parsed.
    DeferredLoc {
        /// alias name without `#`
        alias: Symbol,
        /// byte offset of the `#alias` token (for the "never defined" error)
        offset: u32,
        /// source buffer index
        buffer: u32,
    },
    /// `loc(unknown)`
    UnknownLoc,
    /// `loc("file":1:2)`
    FileLineCol {
        /// file name
        file: Symbol,
        /// line
        line: u32,
        /// column
        col: u32,
    },
    /// `loc("file":1:2 to 3:4)` and its shorter forms
    FileLineColRange {
        /// file name
        file: Symbol,
        /// start line
        start_line: u32,
        /// start column
        start_col: u32,
        /// end line
        end_line: u32,
        /// end column
        end_col: u32,
    },
    /// `loc("name")` or `loc("name"(child))`
    NameLoc {
        /// the name
        name: Symbol,
        /// child location (`UnknownLoc` when absent)
        child: Location,
    },
    /// `loc(callsite(callee at caller))`
    CallSiteLoc {
        /// callee location
        callee: Location,
        /// caller location
        caller: Location,
    },
    /// `loc(fused<metadata>[a, b])`
    FusedLoc {
        /// fused locations
        locs: Box<[Location]>,
        /// optional metadata attribute
        metadata: Option<Attribute>,
    },
}

impl AttrKind {
    /// True for the location kinds.
    pub fn is_location(&self) -> bool {
        matches!(
            self,
            AttrKind::UnknownLoc
                | AttrKind::FileLineCol { .. }
                | AttrKind::FileLineColRange { .. }
                | AttrKind::NameLoc { .. }
                | AttrKind::CallSiteLoc { .. }
                | AttrKind::FusedLoc { .. }
                | AttrKind::DeferredLoc { .. }
        )
    }
}

impl Context {
    /// A string attribute without a type.
    pub fn string_attr(&mut self, s: &str) -> Attribute {
        self.intern_attr(AttrKind::String {
            value: s.as_bytes().into(),
            ty: None,
        })
    }
    /// A type attribute.
    pub fn type_attr(&mut self, ty: Type) -> Attribute {
        self.intern_attr(AttrKind::Type(ty))
    }
    /// A dictionary attribute; entries are sorted by name and must have distinct names.
    pub fn dictionary_attr(&mut self, mut entries: Vec<(Symbol, Attribute)>) -> Attribute {
        entries.sort_by(|a, b| self.str(a.0).cmp(self.str(b.0)));
        self.intern_attr(AttrKind::Dictionary(entries.into_boxed_slice()))
    }
    /// `loc("file":line:col)`
    pub fn file_line_col(&mut self, file: Symbol, line: u32, col: u32) -> Attribute {
        self.intern_attr(AttrKind::FileLineCol { file, line, col })
    }
    /// Entries of a dictionary attribute (empty for other kinds).
    pub fn dict_entries(&self, attr: Attribute) -> &[(Symbol, Attribute)] {
        match self.attr_kind(attr) {
            AttrKind::Dictionary(e) => e,
            _ => &[],
        }
    }
}
