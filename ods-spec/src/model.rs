//! The semantic model: what a `.ods` file (or the attribute-macro front end) means, with every
//! name resolved, every generic constraint instantiated and every default filled in.
//!
//! Semantic analysis ([`crate::sema`]) builds a [`Model`] from the spanned AST; validation
//! ([`crate::validate`]) checks it; code generation ([`crate::codegen`]) and documentation
//! ([`crate::docgen`]) read only this module's types. Entities live in `Vec` arenas inside the
//! [`Model`] and refer to each other by typed ids ([`ConstraintId`], [`EnumId`], [`InterfaceId`],
//! [`OpId`], [`TypeDefId`], [`AttrDefId`], [`ParamTypeId`], [`DefInterfaceId`]), so the model is
//! plain data: `Clone`, comparable, and deterministic (no hash-map
//! order reaches it).
//!
//! Rust code written by the dialect author (predicates, builder bodies, hooks, extra items) is
//! kept as [`Code`]: the text exactly as written plus its span, with `$_self`, `$_op`, `$_ctx`,
//! `$_value` and `$name` placeholders still in it. Code generation substitutes the placeholders
//! and parses the result with `syn`; a parse failure is reported at the code's span.

use std::fmt;

/// A source file loaded for compilation.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// the path as given (shown in diagnostics)
    pub name: String,
    /// the full text
    pub text: String,
    /// byte offset of each line's start, computed on the first lookup (so rendering many
    /// diagnostics costs one pass over the file, not one per diagnostic)
    line_starts: std::sync::OnceLock<Vec<u32>>,
}

impl PartialEq for SourceFile {
    fn eq(&self, other: &SourceFile) -> bool {
        // the line index is a cache of `text`
        self.name == other.name && self.text == other.text
    }
}

impl Eq for SourceFile {}

impl SourceFile {
    fn line_starts(&self) -> &[u32] {
        self.line_starts.get_or_init(|| {
            std::iter::once(0)
                .chain(
                    self.text
                        .bytes()
                        .enumerate()
                        .filter(|&(_, b)| b == b'\n')
                        .map(|(i, _)| i as u32 + 1),
                )
                .collect()
        })
    }

    /// The text of 1-based line `line`, without its line break (`None` past the end).
    pub fn line_text(&self, line: usize) -> Option<&str> {
        let starts = self.line_starts();
        let start = *starts.get(line.checked_sub(1)?)? as usize;
        if start >= self.text.len() {
            // `str::lines` has no empty line after a final line break
            return None;
        }
        let end = starts
            .get(line)
            .map(|&e| e as usize - 1)
            .unwrap_or(self.text.len());
        let text = self.text.get(start..end)?;
        Some(text.strip_suffix('\r').unwrap_or(text))
    }
}

/// Index of a [`SourceFile`] in a [`SourceMap`]. File 0 is the built-in prelude.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct FileId(pub u32);

/// A byte range in one source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Span {
    /// the file
    pub file: FileId,
    /// first byte
    pub start: u32,
    /// one past the last byte
    pub end: u32,
}

impl Span {
    /// A span covering `start..end` of `file`.
    pub fn new(file: FileId, start: usize, end: usize) -> Span {
        Span {
            file,
            start: start as u32,
            end: end as u32,
        }
    }
}

/// All source files of one compilation, for turning spans into `file:line:col`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SourceMap {
    /// files by [`FileId`]
    pub files: Vec<SourceFile>,
}

impl SourceMap {
    /// Adds a file and returns its id.
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        self.files.push(SourceFile {
            name: name.into(),
            text: text.into(),
            line_starts: std::sync::OnceLock::new(),
        });
        FileId(self.files.len() as u32 - 1)
    }
    /// The file `id` (an empty file when out of range).
    pub fn file(&self, id: FileId) -> Option<&SourceFile> {
        self.files.get(id.0 as usize)
    }
    /// 1-based line and column (in characters) of byte `offset` in `file`.
    pub fn line_col(&self, file: FileId, offset: u32) -> (usize, usize) {
        let Some(f) = self.file(file) else {
            return (1, 1);
        };
        let mut off = (offset as usize).min(f.text.len());
        while !f.text.is_char_boundary(off) {
            off -= 1;
        }
        // the last line starting at or before `off`
        let starts = f.line_starts();
        let line = starts.partition_point(|&s| s as usize <= off).max(1);
        let line_start = starts.get(line - 1).map(|&s| s as usize).unwrap_or(0);
        let col = f.text[line_start..off].chars().count() + 1;
        (line, col)
    }
}

/// Rust code written in the `.ods` file, with its placeholders not yet substituted.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Code {
    /// the text between the code delimiters, as written
    pub text: String,
    /// where the text is
    pub span: Span,
}

/// Documentation text: `///` comments, `summary` and `description` merged by sema.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Docs {
    /// one-line summary (`summary "..."`), empty when absent
    pub summary: String,
    /// markdown description (`description """..."""` and `///` comments, in that order), already
    /// de-indented; empty when absent
    pub description: String,
}

macro_rules! id_type {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(pub u32);
        impl $name {
            /// The arena index.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

id_type!(
    /// Index of a [`Constraint`] in [`Model::constraints`].
    ConstraintId
);
id_type!(
    /// Index of an [`EnumDef`] in [`Model::enums`].
    EnumId
);
id_type!(
    /// Index of an [`InterfaceDef`] in [`Model::interfaces`].
    InterfaceId
);
id_type!(
    /// Index of an [`OpDef`] in [`Model::ops`].
    OpId
);
id_type!(
    /// Index of a [`UserTraitDef`] in [`Model::user_traits`].
    UserTraitId
);

id_type!(
    /// Index of a type definition ([`AttrOrTypeDef`]) in [`Model::type_defs`].
    TypeDefId
);
id_type!(
    /// Index of an attribute definition ([`AttrOrTypeDef`]) in [`Model::attr_defs`].
    AttrDefId
);
id_type!(
    /// Index of a [`ParamTypeDef`] in [`Model::param_types`].
    ParamTypeId
);
id_type!(
    /// Index of a [`DefInterfaceDef`] in [`Model::def_interfaces`].
    DefInterfaceId
);

/// Everything one compilation defines: one dialect and its ops, plus the constraints, enums and
/// interfaces they use (instantiated, deduplicated, in first-use order).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Model {
    /// the dialect
    pub dialect: DialectDef,
    /// every constraint referenced by an op, instantiated (`TensorOf<[F32]>` is one entry)
    pub constraints: Vec<Constraint>,
    /// enums defined in the compiled files (prelude enums are not emitted)
    pub enums: Vec<EnumDef>,
    /// interfaces defined in the compiled files
    pub interfaces: Vec<InterfaceDef>,
    /// op traits defined with a Rust verifier in the compiled files
    pub user_traits: Vec<UserTraitDef>,
    /// ops, in definition order
    pub ops: Vec<OpDef>,
    /// free Rust items (`rust [{ ... }]` at file level), emitted verbatim into the module
    pub items: Vec<Code>,
    /// parameter kinds (`param_type`) of the prelude and the compiled file, in definition
    /// order (prelude first); every one is here, used or not
    pub param_types: Vec<ParamTypeDef>,
    /// dialect types (`type_def`), in definition order
    pub type_defs: Vec<AttrOrTypeDef>,
    /// dialect attributes (`attr_def`), in definition order
    pub attr_defs: Vec<AttrOrTypeDef>,
    /// type and attribute interfaces (`type_interface`, `attr_interface`) of the compiled file
    pub def_interfaces: Vec<DefInterfaceDef>,
    /// passes (`pass`), in definition order
    pub passes: Vec<PassDef>,
}

impl Model {
    /// The constraint `id`.
    pub fn constraint(&self, id: ConstraintId) -> &Constraint {
        &self.constraints[id.index()]
    }
    /// The enum `id`.
    pub fn enum_def(&self, id: EnumId) -> &EnumDef {
        &self.enums[id.index()]
    }
    /// The interface `id`.
    pub fn interface(&self, id: InterfaceId) -> &InterfaceDef {
        &self.interfaces[id.index()]
    }
    /// The op `id`.
    pub fn op(&self, id: OpId) -> &OpDef {
        &self.ops[id.index()]
    }
    /// The type definition `id`.
    pub fn type_def(&self, id: TypeDefId) -> &AttrOrTypeDef {
        &self.type_defs[id.index()]
    }
    /// The attribute definition `id`.
    pub fn attr_def(&self, id: AttrDefId) -> &AttrOrTypeDef {
        &self.attr_defs[id.index()]
    }
    /// The parameter kind `id`.
    pub fn param_type(&self, id: ParamTypeId) -> &ParamTypeDef {
        &self.param_types[id.index()]
    }
    /// The type or attribute interface `id`.
    pub fn def_interface(&self, id: DefInterfaceId) -> &DefInterfaceDef {
        &self.def_interfaces[id.index()]
    }
    /// Every type definition, then every attribute definition.
    pub fn defs(&self) -> impl Iterator<Item = &AttrOrTypeDef> {
        self.type_defs.iter().chain(&self.attr_defs)
    }
}

/// The `dialect` declaration.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DialectDef {
    /// namespace, e.g. `arith`
    pub name: String,
    /// docs
    pub docs: Docs,
    /// Rust name of the dialect type (default `UpperCamel(name) + "Dialect"`, e.g. `ArithDialect`)
    pub rust_name: String,
    /// namespaces of dialects loaded with this one (their registration functions are called
    /// first): each entry is a Rust path to a `register` function, e.g. `crate::arith::register`
    pub dependent_dialects: Vec<String>,
    /// `has_constant_materializer`: the user implements
    /// `ods_runtime::ods::hooks::ConstantMaterializer` for the dialect type
    pub has_constant_materializer: bool,
    /// `has_inliner_interface`: the user implements
    /// `ods_runtime::transforms::inliner::DialectInlinerInterface` for the dialect type
    pub has_inliner_interface: bool,
    /// discardable attributes the dialect declares (`discardable name: Constraint`), e.g.
    /// `test.flag`; each gets a name constant and a typed getter/setter on the dialect type
    pub discardable_attrs: Vec<DiscardableAttr>,
    /// whether inherent attributes are stored as properties (default `true`); when `false` they
    /// live in the op's attribute dictionary, as with MLIR's `usePropertiesForAttributes = 0`
    pub use_properties: bool,
    /// `type_alias path`: the dialect's type alias hook (MLIR's
    /// `OpAsmDialectInterface::getAlias` for types), a Rust path to
    /// `fn(&Context, Type) -> Option<(String, AliasKind)>`
    pub type_alias: Option<String>,
    /// `attr_alias path`: the attribute alias hook,
    /// `fn(&Context, Attribute) -> Option<(String, AliasKind)>`
    pub attr_alias: Option<String>,
    /// where the declaration is
    pub span: Span,
}

/// A dialect-level discardable attribute declaration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiscardableAttr {
    /// the name without the dialect prefix (`flag` for `test.flag`)
    pub name: String,
    /// its attribute constraint
    pub constraint: ConstraintId,
    /// where it is declared
    pub span: Span,
}

/// What a constraint constrains.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ConstraintKind {
    /// a type (`$_self: Type`)
    Type,
    /// an attribute (`$_self: Attribute`)
    Attr,
    /// a property value (`$_self` is the stored attribute)
    Prop,
    /// a region (`$_self: Region`)
    Region,
    /// a successor (`$_self: Block`)
    Successor,
}

/// A predicate tree (MLIR's `Pred`): leaves are Rust boolean expressions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pred {
    /// always true (e.g. `AnyType`)
    True,
    /// a Rust boolean expression with placeholders (`$_self`, `$_ctx`, `$_op`, and for
    /// multi-entity predicates `$name` for an operand/result/attribute of the op)
    Leaf(Code),
    /// all must hold
    And(Vec<Pred>),
    /// one must hold
    Or(Vec<Pred>),
    /// must not hold
    Not(Box<Pred>),
    /// the inner predicates' code concatenated between a prefix and a suffix
    /// (`Concat<"prefix(", pred, ")">`)
    Concat {
        /// text before
        prefix: String,
        /// inner predicate
        pred: Box<Pred>,
        /// text after
        suffix: String,
    },
    /// every leaf with `pattern` replaced by `replacement` (MLIR's `SubstLeaves`)
    SubstLeaves {
        /// text to find, e.g. `$_self`
        pattern: String,
        /// text to put instead, e.g. `::ods_runtime::ods::element_type($_ctx, $_self)`
        replacement: String,
        /// inner predicate
        pred: Box<Pred>,
    },
}

/// An instantiated constraint: a predicate and the summary used in messages
/// (`operand #0 must be <summary>, but got 'f32'`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Constraint {
    /// the name as written in the use, instantiated (`TensorOf<[F32]>`); unique in the model
    pub name: String,
    /// what it constrains
    pub kind: ConstraintKind,
    /// the predicate
    pub pred: Pred,
    /// summary for messages and docs, arguments substituted (`tensor of 32-bit float values`)
    pub summary: String,
    /// longer description, if any
    pub description: String,
    /// for type constraints: a Rust expression building the type from `$_ctx: &mut Context`,
    /// which makes the constraint "buildable" (result types can be omitted from builders)
    pub type_builder: Option<Code>,
    /// for type constraints: MLIR's C++ type class (`cppType`) as its name and a Rust predicate
    /// on `$_self: Type` (with `$_ctx: &Context`). A format's single, unqualified `type(...)`
    /// of such a group rejects another kind of type while parsing: `invalid kind of type
    /// specified: expected builtin.integer, but found 'f32'`
    pub type_class: Option<(String, Code)>,
    /// for attribute and property constraints: how the value is stored and converted
    pub attr: Option<AttrStorage>,
    /// where the constraint was defined (in the prelude or the user's file)
    pub span: Span,
}

/// The token that starts an attribute or property written as the first element of an optional
/// group, when it is not any attribute (`optional_start "string"` in `.ods`). MLIR's
/// `parseOptionalAttribute` has such overloads for `StringAttr`, `ArrayAttr` and
/// `SymbolRefAttr`, and integer properties parse an optional integer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionalStart {
    /// a string literal
    String,
    /// `[`
    Array,
    /// `@`
    SymbolRef,
    /// an integer literal (or `-`)
    Integer,
}

/// How an attribute (or property) constraint maps between the stored [`Attribute`] and a typed
/// Rust value (MLIR's `returnType`, `convertFromStorage`, `constBuilderCall`).
///
/// [`Attribute`]: https://docs.rs/ods-runtime
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttrStorage {
    /// the Rust type of the typed value, e.g. `i64`, `bool`, `&str` (written `&'c str` by the
    /// generator where a lifetime is needed), or an enum's type
    pub rust_type: String,
    /// Rust expression converting `$_self: Attribute` (with `$_ctx: &Context`) to `rust_type`;
    /// `None` when the typed value is the attribute itself (`rust_type` is then `Attribute`)
    pub convert: Option<Code>,
    /// Rust expression building the attribute from `$_value: rust_type` with
    /// `$_ctx: &mut Context`; `None` when the attribute cannot be built from a plain value
    pub build: Option<Code>,
    /// the enum behind an enum attribute, if any
    pub enum_id: Option<EnumId>,
    /// `presence` (MLIR's `UnitAttr`): the typed value is a `bool` telling whether the
    /// attribute is present; such an argument is never required, its setter removes it for
    /// `false` and builders set it only for `true`
    pub presence: bool,
    /// MLIR's `valueType`: a Rust expression building the type of the attribute's value from
    /// `$_ctx: &mut Context` (`I64Attr`: `i64`). In a declarative format the attribute is
    /// parsed with this type and printed without it (`42`, not `42 : i64`)
    pub value_type: Option<Code>,
    /// MLIR's `storageType` as a check: a Rust predicate on `$_self: Attribute` (with
    /// `$_ctx: &Context`) telling whether an attribute is of the kind a property slot of this
    /// constraint converts from. Setting properties from a dictionary (`<{...}>`, `prop-dict`)
    /// rejects other values with MLIR's `Invalid attribute ... in property conversion` error;
    /// `None` accepts any attribute (MLIR's `Attribute` storage).
    pub storage: Option<Code>,
    /// for dense array attributes: a Rust expression building the element type from
    /// `$_ctx: &mut Context`. Bound in a declarative format, such an attribute reads and prints
    /// in its stripped form `[1, 2]` (MLIR's `printStrippedAttrOrType` of `DenseArrayAttr`).
    pub dense_array: Option<Code>,
    /// `SymbolNameAttr`: in a declarative format the attribute is a symbol name (`@foo`)
    pub symbol_name: bool,
    /// the token that starts the value as the first element of an optional group (any
    /// attribute when `None`)
    pub optional_start: Option<OptionalStart>,
    /// `enum_attr` on a user attribute constraint: the Rust path of the generated enum (its
    /// `rust_type`, possibly from another `.ods` file, like `crate::arith::FastMathFlags`)
    /// whose attribute this is; a declarative format prints and parses it as that enum's own
    /// attribute constraint does (`fastmath<fast>`), through the enum's `__ODS_INFO`
    pub enum_path: Option<String>,
    /// the predicate is also MLIR's storage-kind check (a `dyn_cast` to the constraint's C++
    /// attribute class), so mlir-opt rejects another kind of attribute while parsing:
    /// `invalid kind of attribute specified` in a declarative format, `invalid properties ...`
    /// in a generic `<{...}>`. Set for enum attributes and by the `storage_check` flag
    pub storage_check: bool,
}

/// How many values an operand or result group holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arity {
    /// exactly one
    Single,
    /// zero or one (`Optional<...>`)
    Optional,
    /// any number (`Variadic<...>`)
    Variadic,
    /// a variadic of variadics (`VariadicOfVariadic<T, "segments">`): the named attribute (a
    /// dense i32 array declared among the op's arguments) holds the sub-group sizes
    VariadicOfVariadic {
        /// name of the segment-sizes attribute argument
        segment_attr: String,
    },
}

impl Arity {
    /// True unless the group holds exactly one value.
    pub fn is_variable(&self) -> bool {
        !matches!(self, Arity::Single)
    }
}

/// An operand of an op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OperandDef {
    /// name (a Rust identifier in snake_case, used for getters)
    pub name: String,
    /// type constraint of each value
    pub constraint: ConstraintId,
    /// how many values
    pub arity: Arity,
    /// doc from a `///` comment on the argument
    pub doc: String,
    /// memory effects on the values of this group (`Arg<T, "doc", [MemRead]>`,
    /// `Res<T, "doc", [MemAlloc]>`), in declaration order; empty when none are declared
    pub effects: Vec<EffectDef>,
    /// where it is declared
    pub span: Span,
}

/// A result of an op.
pub type ResultDef = OperandDef;

/// A kind of memory effect (MLIR's `MemoryEffects::Read`, `Write`, `Allocate`, `Free`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EffectKind {
    /// `MemRead`: dereferences the resource without visible mutation
    Read,
    /// `MemWrite`: mutates the resource without visible dereference
    Write,
    /// `MemAlloc`: allocates from the resource
    Allocate,
    /// `MemFree`: releases something allocated from the resource
    Free,
}

/// One declared memory effect (MLIR's `MemRead<Resource, stage, range>` and friends).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EffectDef {
    /// what the effect does
    pub kind: EffectKind,
    /// the resource it acts on (`"DefaultResource"` unless given)
    pub resource: String,
    /// the stage: effects of lower stages happen first (default 0)
    pub stage: u32,
    /// `FullEffect`: the effect acts on every value of the resource (default `false`:
    /// `PartialEffect`)
    pub full: bool,
    /// where the effect is written
    pub span: Span,
}

impl EffectKind {
    /// The `.ods` (and MLIR ODS) name: `MemRead`, `MemWrite`, `MemAlloc`, `MemFree`.
    pub fn ods_name(self) -> &'static str {
        match self {
            EffectKind::Read => "MemRead",
            EffectKind::Write => "MemWrite",
            EffectKind::Allocate => "MemAlloc",
            EffectKind::Free => "MemFree",
        }
    }
}

impl EffectDef {
    /// The effect in `.ods` syntax with defaults left out: `MemRead`, `MemWrite<"Heap">`,
    /// `MemAlloc<"DefaultResource", 1, FullEffect>`.
    pub fn syntax(&self) -> String {
        let name = self.kind.ods_name();
        match (self.resource.as_str(), self.stage, self.full) {
            ("DefaultResource", 0, false) => name.to_string(),
            (r, 0, false) => format!("{name}<{r:?}>"),
            (r, s, false) => format!("{name}<{r:?}, {s}>"),
            (r, s, true) => format!("{name}<{r:?}, {s}, FullEffect>"),
        }
    }
}

/// What kind of attribute argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttrKindDef {
    /// must be present
    Required,
    /// may be absent (`OptionalAttr<A>`): the getter returns `Option`
    Optional,
    /// absent means the default (`DefaultValuedAttr<A, "expr">`); `default` is a Rust
    /// expression of the constraint's `rust_type`; the getter returns the default when absent
    /// and the printer omits the attribute when it equals the default
    DefaultValued {
        /// the default, as a Rust expression of the typed value
        default: Code,
    },
    /// MLIR's `DefaultValuedOptionalAttr`: like [`AttrKindDef::DefaultValued`] (the getter
    /// returns the default when the attribute is absent), and builders take `Option` and never
    /// fill the default in
    DefaultValuedOptional {
        /// the default, as a Rust expression of the typed value
        default: Code,
    },
    /// not stored: computed by `body` (a Rust expression with `$_op`, `$_ctx`) returning an
    /// attribute (`DerivedAttr`)
    Derived {
        /// the Rust return type of the getter
        rust_type: String,
        /// the body
        body: Code,
        /// optional conversion of the typed value to an `Attribute` (for the attribute list)
        to_attr: Option<Code>,
    },
    /// not stored: always this value (`ConstantAttr<A, "expr">`), an expression of the
    /// constraint's typed value
    Constant {
        /// the value
        value: Code,
    },
}

/// An inherent attribute (or property) argument of an op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttrDef {
    /// name (as written in IR, e.g. `predicate`, `sym_name`, `operandSegmentSizes`)
    pub name: String,
    /// the Rust getter name (snake_case of `name`, made a valid identifier)
    pub getter: String,
    /// the attribute (or property) constraint
    pub constraint: ConstraintId,
    /// required, optional, default-valued, derived or constant
    pub kind: AttrKindDef,
    /// `true` for a property (`prop` arguments: `I64Prop`, ...), `false` for an attribute
    pub is_property: bool,
    /// doc from a `///` comment on the argument
    pub doc: String,
    /// where it is declared
    pub span: Span,
}

impl AttrDef {
    /// True when the attribute has a storage slot (not derived, not constant).
    pub fn is_stored(&self) -> bool {
        !matches!(
            self.kind,
            AttrKindDef::Derived { .. } | AttrKindDef::Constant { .. }
        )
    }
}

/// One entry of an op's `arguments`, in declaration order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Argument {
    /// index into [`OpDef::operands`]
    Operand(usize),
    /// index into [`OpDef::attributes`]
    Attr(usize),
}

/// The size constraint of a region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionConstraint {
    /// any region (`AnyRegion`)
    Any,
    /// exactly `n` blocks (`SizedRegion<n>`)
    Sized(u32),
    /// at least `n` blocks (`MinSizedRegion<n>`)
    MinSized(u32),
    /// at most `n` blocks (`MaxSizedRegion<n>`)
    MaxSized(u32),
}

/// A region of an op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionDef {
    /// name
    pub name: String,
    /// size constraint
    pub constraint: RegionConstraint,
    /// `VariadicRegion<...>` (last only)
    pub variadic: bool,
    /// doc from a `///` comment
    pub doc: String,
    /// where it is declared
    pub span: Span,
}

/// A successor of an op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuccessorDef {
    /// name
    pub name: String,
    /// `VariadicSuccessor<AnySuccessor>` (last only)
    pub variadic: bool,
    /// doc from a `///` comment
    pub doc: String,
    /// where it is declared
    pub span: Span,
}

/// How several variable-length operand (or result) groups are split.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SegmentMode {
    /// at most one variable-length group: its size is the remainder
    #[default]
    None,
    /// `SameVariadicOperandSize` / `SameVariadicResultSize`: all variable groups are equal
    SameSize,
    /// `AttrSizedOperandSegments` / `AttrSizedResultSegments`: the `operandSegmentSizes` /
    /// `resultSegmentSizes` property holds one size per group
    AttrSized,
}

/// Marker traits: a flag in the runtime's `OpTraits` plus, for some, a generated check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs)]
pub enum NativeTrait {
    Pure,
    NoMemoryEffect,
    AlwaysSpeculatable,
    RecursiveMemoryEffects,
    Commutative,
    Idempotent,
    Involution,
    Terminator,
    ReturnLike,
    IsolatedFromAbove,
    NoTerminator,
    SingleBlock,
    Symbol,
    SymbolTable,
    ConstantLike,
    AutomaticAllocationScope,
    AffineScope,
    Elementwise,
    Scalarizable,
    Vectorizable,
    Tensorizable,
    NoRegionArguments,
    GraphRegions,
    SameOperandsAndResultType,
    SameTypeOperands,
    SameOperandsAndResultElementType,
    SameOperandsElementType,
    SameOperandsAndResultShape,
    SameOperandsShape,
    SameOperandsAndResultRank,
    ResultsAreBoolLike,
    ResultsAreFloatLike,
    ResultsAreSignlessIntegerLike,
    OperandsAreFloatLike,
    OperandsAreSignlessIntegerLike,
    AttrSizedOperandSegments,
    AttrSizedResultSegments,
    SameVariadicOperandSize,
    SameVariadicResultSize,
}

/// A trait attached to an op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TraitUse {
    /// a marker trait
    Native(NativeTrait),
    /// `SingleBlockImplicitTerminator<"scf.yield">`: full op name of the terminator
    SingleBlockImplicitTerminator(String),
    /// `HasParent<"func.func">` / `ParentOneOf<["a.x", "b.y"]>`: allowed parent op names
    HasParent(Vec<String>),
    /// `AllTypesMatch<["a", "b"]>`: names of operands/results/typed attributes
    AllTypesMatch(Vec<String>),
    /// `AllElementTypesMatch<[...]>`
    AllElementTypesMatch(Vec<String>),
    /// `AllShapesMatch<[...]>`
    AllShapesMatch(Vec<String>),
    /// `AllRanksMatch<[...]>`
    AllRanksMatch(Vec<String>),
    /// `TypesMatchWith<"summary", "from", "to", [{ transform of $_self }]>`
    TypesMatchWith {
        /// summary used in the message
        summary: String,
        /// source entity name
        from: String,
        /// target entity name
        to: String,
        /// Rust expression turning `$_self: Type` (the source's type) into the expected type
        transform: Code,
    },
    /// `PredOpTrait<"summary", pred>`: a predicate over the op (`$_op`, `$name` placeholders)
    Pred {
        /// summary; the message is `failed to verify that <summary>`
        summary: String,
        /// the predicate
        pred: Pred,
    },
    /// a user trait declared with `trait Name { verify [{ ... }] }`
    User(UserTraitId),
    /// `MemoryEffects<[MemRead, MemWrite<"Resource">]>`: memory effects of the op itself
    /// (MLIR's `MemoryEffectsOpInterface` with static effects); an empty list means no effect
    MemoryEffects(Vec<EffectDef>),
    /// `MemoryEffectsOpInterface` (MLIR's `DeclareOpInterfaceMethods<MemoryEffectsOpInterface>`):
    /// the author implements `ods_runtime::ods::hooks::MemoryEffectsOpInterface` for the op,
    /// pushing the op's own effects
    MemoryEffectsMethod,
}

/// A user-defined op trait: a name, docs and an optional Rust verifier over `$_op`/`$_ctx`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserTraitDef {
    /// name (also the name of the generated marker trait)
    pub name: String,
    /// docs
    pub docs: Docs,
    /// body of `fn(ctx: &Context, op: Op) -> Result<(), Diagnostic>`, using `$_op` and `$_ctx`
    pub verify: Option<Code>,
    /// where it is declared
    pub span: Span,
}

/// A method of an interface.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InterfaceMethod {
    /// the method name
    pub name: String,
    /// docs from `///` comments
    pub doc: String,
    /// the full Rust signature as written (`fn callee(&self, ctx: &Context) -> Attribute`);
    /// instance methods take `self` (by value or `&self`), static ones take no receiver
    pub signature: Code,
    /// `true` when the signature has no receiver
    pub is_static: bool,
    /// optional default body (a Rust block's contents)
    pub default_body: Option<Code>,
    /// where it is declared
    pub span: Span,
}

/// An op interface (`interface Name { ... }`): becomes a Rust trait implemented by op handles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InterfaceDef {
    /// Rust trait name, e.g. `InferTypeOpInterface`
    pub name: String,
    /// docs
    pub docs: Docs,
    /// methods in declaration order
    pub methods: Vec<InterfaceMethod>,
    /// optional verifier: body of `fn(ctx: &Context, op: Op) -> Result<(), Diagnostic>`
    pub verify: Option<Code>,
    /// where it is declared
    pub span: Span,
}

/// Well-known interfaces the generator gives special meaning to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnownInterface {
    /// result types are inferred by `infer_return_types` (builders drop result types)
    InferTypeOpInterface,
    /// result name hints and default dialect (consulted by the printer)
    OpAsmOpInterface,
}

/// An interface attached to an op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InterfaceUse {
    /// the interface, when defined in the compiled files
    pub id: Option<InterfaceId>,
    /// the Rust path of the interface trait (for interfaces defined elsewhere, e.g. in the
    /// runtime or another dialect crate)
    pub path: String,
    /// special meaning, if any
    pub known: Option<KnownInterface>,
    /// `declare`d method names (MLIR's `DeclareOpInterfaceMethods<I, ["m"]>`): methods with a
    /// default that the op overrides; documentation only in Rust, as the user's `impl` decides
    pub declared_methods: Vec<String>,
    /// where it is named
    pub span: Span,
}

/// A custom builder declared in the `.ods` file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuilderDef {
    /// the Rust function name (`build_<suffix>` or as written)
    pub name: String,
    /// docs from `///` comments
    pub doc: String,
    /// the parameter list as written (`value: i64, ty: Type`), after the implicit
    /// `ctx: &mut Context, loc: Location` parameters (`builder: &mut OpBuilder` in the
    /// `create_<name>` form); each parameter is a plain name
    pub params: Code,
    /// the body: fills `state: &mut OperationState` using `ctx` (the `&mut OpBuilder`, which
    /// dereferences to the `Context`); the generated function then creates the op at the
    /// builder's insertion point and returns the handle
    pub body: Code,
    /// where it is declared
    pub span: Span,
}

/// The hooks an op opts into; the user implements one trait of `ods_runtime::ods::hooks` for
/// the op's handle per hook.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Hooks {
    /// `Verify`: `fn verify(self, ctx: &Context) -> Result<(), Diagnostic>`, after the
    /// generated checks
    pub has_verifier: bool,
    /// `VerifyRegions`: `fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic>`,
    /// after nested ops
    pub has_region_verifier: bool,
    /// one result: `Fold` (`fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>])
    /// -> Option<FoldResult>`); otherwise `FoldMulti` (`fn fold(self, ctx, operands, results:
    /// &mut Vec<FoldResult>) -> bool`)
    pub has_folder: bool,
    /// `CanonicalizationPatterns`: `fn canonicalization_patterns(patterns: &mut PatternSet)`
    pub has_canonicalizer: bool,
    /// `Canonicalize`: `fn canonicalize(self, rewriter: &mut Rewriter<'_>) -> bool`
    pub has_canonicalize_method: bool,
    /// hand-written assembly, `CustomAssembly`: `fn parse(parser, state) -> Result<(),
    /// Diagnostic>` and `fn print(self, printer)`
    pub custom_assembly: bool,
}

/// An op definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpDef {
    /// the mnemonic (`addi`)
    pub mnemonic: String,
    /// the full name (`arith.addi`)
    pub full_name: String,
    /// the Rust handle type name (`AddIOp`)
    pub rust_name: String,
    /// docs (summary, description, `///` comments)
    pub docs: Docs,
    /// arguments in declaration order
    pub arguments: Vec<Argument>,
    /// operands in declaration order
    pub operands: Vec<OperandDef>,
    /// attributes and properties in declaration order
    pub attributes: Vec<AttrDef>,
    /// results in declaration order
    pub results: Vec<ResultDef>,
    /// regions in declaration order
    pub regions: Vec<RegionDef>,
    /// successors in declaration order
    pub successors: Vec<SuccessorDef>,
    /// traits in declaration order
    pub traits: Vec<TraitUse>,
    /// interfaces in declaration order
    pub interfaces: Vec<InterfaceUse>,
    /// how variable operand groups are split
    pub operand_segments: SegmentMode,
    /// how variable result groups are split
    pub result_segments: SegmentMode,
    /// custom builders
    pub builders: Vec<BuilderDef>,
    /// `skip_default_builders`
    pub skip_default_builders: bool,
    /// the declarative assembly format (`format "..."`), if any; its meaning is defined by the
    /// assembly-format stage
    pub format: Option<Code>,
    /// the parsed and validated form of `format`, filled in by the validation stage
    pub asm_format: Option<crate::format::AsmFormat>,
    /// opted-in hooks
    pub hooks: Hooks,
    /// extra Rust items placed in the op's inherent `impl` block (`extra [{ ... }]`)
    pub extra: Vec<Code>,
    /// where the op is declared (its name)
    pub span: Span,
}

/// What an enum is stored as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnumKind {
    /// an integer enum (`I32EnumAttr`/`I64EnumAttr`): one value per case
    Integer {
        /// storage width: 32 or 64
        width: u32,
    },
    /// a bit enum (`I8BitEnumAttr` .. `I64BitEnumAttr`): cases are bits or groups of bits
    Bit {
        /// storage width: 8, 16, 32 or 64
        width: u32,
    },
}

/// One case of an enum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumCase {
    /// Rust variant / constant name (UpperCamel, e.g. `Slt`, `NoNaNs`)
    pub rust_name: String,
    /// the keyword in IR (`slt`, `nnan`)
    pub keyword: String,
    /// the integer value (for bit enums: the bit mask; a group's mask is the union of its bits)
    pub value: u64,
    /// for bit enums: a group case (e.g. `fast`) made of other cases; printing collapses to it
    /// when all its bits are set (if `primary_group`)
    pub is_group: bool,
    /// docs
    pub doc: String,
    /// where it is declared
    pub span: Span,
}

/// How an enum attribute appears in IR.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EnumAttrForm {
    /// a plain integer attribute of the storage width (`predicate = 2 : i64`), printed as a
    /// bare keyword in a declarative format (MLIR's `I64EnumAttr`)
    Integer,
    /// a dialect attribute `#dialect.mnemonic<keywords>` (MLIR's `EnumAttr<Dialect, Enum,
    /// "mnemonic">` with the assembly format `` `<` $value `>` ``), printed as `<...>` in a
    /// declarative format; with `bare` (MLIR's default `EnumAttr` format `$value`)
    /// `#dialect<mnemonic keyword>`, printed as ` keyword` in a declarative format
    Dialect {
        /// the attribute mnemonic (`fastmath`)
        mnemonic: String,
        /// `bare`: no angle brackets around the keyword
        bare: bool,
    },
}

/// An enum definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumDef {
    /// Rust type name (`CmpIPredicate`)
    pub name: String,
    /// docs
    pub docs: Docs,
    /// integer or bit enum
    pub kind: EnumKind,
    /// cases in declaration order (groups after the bits they use, or anywhere)
    pub cases: Vec<EnumCase>,
    /// bit enums: separator of the string form (`|` by default; `, ` for `a, b`)
    pub separator: String,
    /// `cpp_namespace`: MLIR's C++ namespace of the enum (`::mlir::arith`), used only to name
    /// the enum in diagnostics as mlir-opt does (`expected ::mlir::arith::FastMathFlags to be
    /// one of: ...`); empty: the enum's own name
    pub cpp_namespace: String,
    /// bit enums: print a group keyword instead of its bits when all are set
    pub primary_group: bool,
    /// `keyword_errors`: MLIR's newer enum parser (`I32BitEnum`, not `I32BitEnumAttr`), whose
    /// errors name each keyword with the summary: `expected keyword for <summary>`,
    /// `expected one of [a, b] for <summary>, got: c`
    pub keyword_errors: bool,
    /// the attribute form
    pub attr_form: EnumAttrForm,
    /// the constraint of the enum attribute (its summary is MLIR's `allowed 64-bit signless
    /// integer cases: 0, 1, 2` or the dialect attribute's summary)
    pub attr_constraint: Option<ConstraintId>,
    /// where it is declared
    pub span: Span,
}

/// Whether a definition (or interface) is about types or attributes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DefKind {
    /// `type_def`, `type_interface`: written `!dialect.mnemonic<...>` in IR
    Type,
    /// `attr_def`, `attr_interface`: written `#dialect.mnemonic<...>` in IR
    Attr,
}

impl DefKind {
    /// `type` or `attribute`, for messages and docs.
    pub fn words(self) -> &'static str {
        match self {
            DefKind::Type => "type",
            DefKind::Attr => "attribute",
        }
    }
    /// The sigil of the IR syntax: `!` for types, `#` for attributes.
    pub fn sigil(self) -> char {
        match self {
            DefKind::Type => '!',
            DefKind::Attr => '#',
        }
    }
}

/// A parameter kind (`param_type Name { ... }`, MLIR's `AttrOrTypeParameter`): how a parameter
/// of a dialect type or attribute is stored, parsed, printed and compared. The prelude defines
/// the standard ones (`bool`, the Rust integer types, `String`, `APInt`, `APFloat`, `Type`,
/// `Attribute`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamTypeDef {
    /// the name used in `parameters (x: Name)`
    pub name: String,
    /// docs; the summary describes the parameter in docs and messages
    pub docs: Docs,
    /// the Rust type of the stored value (`rust_type "i64"`); also what getters return
    pub rust_type: String,
    /// a Rust expression of type `Result<rust_type, Diagnostic>` reading the value with
    /// `$_parser` (the runtime's attribute/type parser); `None`: the runtime's generic field
    /// parser for `rust_type` (MLIR's `FieldParser<T>`)
    pub parser: Option<Code>,
    /// a Rust statement writing `$_self: &rust_type` with `$_printer`; `None`: the runtime's
    /// generic field printer (MLIR's `printStrippedAttrOrType`)
    pub printer: Option<Code>,
    /// a Rust expression of `rust_type`: with it, a parameter of this kind is default-valued
    /// when used plainly (MLIR's `defaultValue` makes a parameter optional)
    pub default: Option<Code>,
    /// a Rust boolean expression comparing `$_lhs` and `$_rhs` (both `&rust_type`); `None`:
    /// `$_lhs == $_rhs`
    pub comparator: Option<Code>,
    /// `message_type "..."`: the type named in MLIR's `failed to parse X parameter 'p' which
    /// is to be a `T`` message (MLIR's C++ type); `None`: the `rust_type`
    pub message_type: Option<String>,
    /// where it is declared
    pub span: Span,
}

/// What a parameter of a dialect type or attribute holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamBase {
    /// a `param_type` (prelude or user)
    Param(ParamTypeId),
    /// an enum of the compiled file, written in its keyword form
    Enum(EnumId),
    /// a dialect type of the compiled file: the parameter is its typed handle
    TypeDef(TypeDefId),
    /// a dialect attribute of the compiled file: the parameter is its typed handle
    AttrDef(AttrDefId),
    /// `Array<P>` (MLIR's `ArrayRefParameter`): comma-separated elements
    Array(Box<ParamBase>),
    /// `SelfType` (attributes only): the attribute's type, written after it (`#d.a<...> :
    /// i32`); never part of an assembly format
    SelfType,
}

/// Whether a parameter may be left out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamPresence {
    /// always given
    Required,
    /// `Optional<P>` (MLIR's `OptionalParameter`): the getter returns `Option<rust type>`;
    /// a format may leave it out and prints it only when present
    Optional,
    /// `DefaultValued<P, [{ expr }]>`, or a `param_type` with a `default`: absent means the
    /// default, and a format prints it only when it differs from the default (by the
    /// comparator)
    DefaultValued {
        /// the default, a Rust expression of the parameter's Rust type
        default: Code,
    },
}

/// A parameter of a dialect type or attribute (MLIR's `AttrOrTypeParameter`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefParameter {
    /// the name (the getter's name and the `$name` of formats)
    pub name: String,
    /// doc from a `///` comment
    pub doc: String,
    /// what it holds
    pub base: ParamBase,
    /// required, optional or default-valued
    pub presence: ParamPresence,
    /// the Rust type of one value of `base`, as code generation writes it: a param type's
    /// `rust_type`, an enum's or a definition's Rust name, `::std::vec::Vec<elem>` for arrays,
    /// `::ods_runtime::Type` for `SelfType` (an `Optional` parameter's getter wraps it in
    /// `Option`)
    pub rust_type: String,
    /// the kind as written, for docs (`DefaultValued<u32, [{ 1 }]>`)
    pub kind_text: String,
    /// where it is declared
    pub span: Span,
}

impl DefParameter {
    /// True for `Optional` and default-valued parameters (MLIR's `isOptional`).
    pub fn is_optional(&self) -> bool {
        !matches!(self.presence, ParamPresence::Required)
    }
    /// True for the `SelfType` parameter of an attribute.
    pub fn is_self_type(&self) -> bool {
        self.base == ParamBase::SelfType
    }
}

/// A type or attribute interface (`type_interface` / `attr_interface`): becomes a Rust trait
/// implemented by the handles of the types or attributes that list it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefInterfaceDef {
    /// types or attributes
    pub kind: DefKind,
    /// the name, methods, docs and verifier, as for an op interface (the verifier checks
    /// `$_self` with `$_ctx`)
    pub interface: InterfaceDef,
}

/// A trait or interface listed on a type or attribute definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefInterfaceUse {
    /// the interface, when declared with `type_interface`/`attr_interface` in the compiled file
    pub id: Option<DefInterfaceId>,
    /// the Rust path of the trait (the name for local interfaces; the path of an
    /// `extern_interface`)
    pub path: String,
    /// where it is named
    pub span: Span,
}

/// A dialect type (`type_def`) or attribute (`attr_def`): MLIR's `TypeDef`/`AttrDef`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttrOrTypeDef {
    /// type or attribute
    pub kind: DefKind,
    /// the Rust handle name (`ShapeType`)
    pub rust_name: String,
    /// the mnemonic (`shape`), written `!dialect.shape` / `#dialect.shape` in IR
    pub mnemonic: String,
    /// the dialect's name (`test`)
    pub dialect: String,
    /// docs
    pub docs: Docs,
    /// parameters in declaration order: the uniquing key
    pub parameters: Vec<DefParameter>,
    /// `mutable (...)`: parameters outside the uniquing key, set once after creation (like
    /// LLVM's identified structs); only with `custom_assembly`
    pub mutable_parameters: Vec<DefParameter>,
    /// traits and interfaces, in declaration order
    pub interfaces: Vec<DefInterfaceUse>,
    /// custom builders (`builder name [{ params }] [{ body }]`); the body returns the handle,
    /// typically through the default `get`
    pub builders: Vec<BuilderDef>,
    /// `skip_default_builders`: no `get`/`get_checked` from all parameters
    pub skip_default_builders: bool,
    /// `has_verifier`: the user implements `ods_runtime::ods::hooks::VerifyParams`
    /// (`fn verify(ctx, params: &<Name>Params) -> Result<(), String>`), run by `get_checked`
    /// and the parser
    pub has_verifier: bool,
    /// `custom_assembly`: the user implements the parser and printer
    /// (`ods_runtime::ods::hooks::CustomTypeAssembly` or `CustomAttrAssembly`)
    pub custom_assembly: bool,
    /// the declarative format text (`format "..."`), if written
    pub format: Option<Code>,
    /// the parsed and validated format, filled in by the format stage: the written one, or the
    /// default `` `<` params `>`` (nothing when there are no parameters) when neither `format`
    /// nor `custom_assembly` is given; `None` with `custom_assembly`
    pub def_format: Option<crate::format::DefFormat>,
    /// extra Rust items for the handle's inherent `impl` (`extra [{ ... }]`)
    pub extra: Vec<Code>,
    /// `cpp_name "..."`: the name MLIR's messages use for a parameter of this kind (MLIR's C++
    /// class name); `None`: the Rust name
    pub cpp_name: Option<String>,
    /// where it is declared (its name)
    pub span: Span,
}

impl AttrOrTypeDef {
    /// The name in IR without the sigil: `dialect.mnemonic`.
    pub fn full_name(&self) -> String {
        format!("{}.{}", self.dialect, self.mnemonic)
    }
    /// The `SelfType` parameter's index, if any.
    pub fn self_type_param(&self) -> Option<usize> {
        self.parameters.iter().position(|p| p.is_self_type())
    }
}

/// A declarative pass (`pass Name "argument" on "anchor" { ... }`, MLIR's `Pass<"arg",
/// "anchor">` of `PassBase.td`): becomes a struct with one typed field per option that
/// implements `ods_runtime::pass::Pass`, its body written by the author in an `impl` of
/// `ods_runtime::ods::hooks::RunPass`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassDef {
    /// the Rust struct name, also the display name IR dumps show (`ShapeInference`)
    pub rust_name: String,
    /// the pipeline and command-line argument (`toy-shape-inference`)
    pub argument: String,
    /// the op the pass runs on (`toy.func`); `None`: any op
    pub anchor: Option<String>,
    /// docs (summary, description, `///` comments)
    pub docs: Docs,
    /// options in declaration order
    pub options: Vec<PassOptionDef>,
    /// statistics in declaration order (their indices are the `PassState` counters)
    pub statistics: Vec<PassStatisticDef>,
    /// the namespaces of the dialects the pass may create ops of (`arith`)
    pub dependent_dialects: Vec<String>,
    /// where it is declared (its name)
    pub span: Span,
}

/// The value type of a pass option: the Rust types `ods_runtime::pass::options::PassOption`
/// is implemented for, or an integer enum of the compiled file (parsed by keyword).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassOptionType {
    /// `bool`
    Bool,
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `u32`
    U32,
    /// `u64`
    U64,
    /// `f64`
    F64,
    /// `String`
    String,
    /// an integer enum of the compiled file
    Enum(EnumId),
}

impl PassOptionType {
    /// The Rust scalar types an option may have, with their spellings.
    pub const SCALARS: [(&'static str, PassOptionType); 7] = [
        ("bool", PassOptionType::Bool),
        ("i32", PassOptionType::I32),
        ("i64", PassOptionType::I64),
        ("u32", PassOptionType::U32),
        ("u64", PassOptionType::U64),
        ("f64", PassOptionType::F64),
        ("String", PassOptionType::String),
    ];

    /// The placeholder LLVM's `--help` shows for a value of this type (`long`, `uint`, ...;
    /// empty for `bool`).
    pub fn value_name(self) -> &'static str {
        match self {
            PassOptionType::Bool => "",
            PassOptionType::I32 => "int",
            PassOptionType::I64 => "long",
            PassOptionType::U32 => "uint",
            PassOptionType::U64 => "ulong",
            PassOptionType::F64 => "number",
            PassOptionType::String => "string",
            PassOptionType::Enum(_) => "value",
        }
    }
}

/// The default of a pass option, checked against its type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PassOptionValue {
    /// an integer (of an integer type, in its range)
    Int(i128),
    /// a number as written (`f64`)
    Float(String),
    /// `true` or `false`
    Bool(bool),
    /// a string
    Str(String),
    /// an enum case, by its index in [`EnumDef::cases`]
    Case(usize),
}

/// An option of a pass (MLIR's `Option` and `ListOption`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassOptionDef {
    /// the Rust field name: the name as written in snake_case (`maxDepth` is `max_depth`), a
    /// keyword with a trailing `_`
    pub field: String,
    /// the name in pipeline text (`max-depth`)
    pub name: String,
    /// one line for `--help`
    pub description: String,
    /// `///` docs before the option
    pub doc: String,
    /// the value type (of each element, for a list)
    pub ty: PassOptionType,
    /// the type as written (`i64`, `Mode`)
    pub type_name: String,
    /// `list_option`: the field is a `Vec` of `ty`, written `a,b` in pipeline text
    pub list: bool,
    /// the default (`None`: the type's zero value, an empty string or list)
    pub default: Option<PassOptionValue>,
    /// where it is declared
    pub span: Span,
}

/// A statistic of a pass (MLIR's `Statistic`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassStatisticDef {
    /// the Rust name; its index constant is the name in upper case (`NUM_INFERRED`)
    pub field: String,
    /// the name `--mlir-pass-statistics` shows (`num-inferred`)
    pub name: String,
    /// what it counts
    pub description: String,
    /// where it is declared
    pub span: Span,
}

/// Severity of a diagnostic about `.ods` input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// an error: generation stops after the phase
    Error,
    /// a note attached to an error ("first defined here")
    Note,
}

/// A located message about `.ods` input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsDiagnostic {
    /// where
    pub span: Span,
    /// lowercase message saying what is wrong and what to do
    pub message: String,
    /// notes with their own locations
    pub notes: Vec<(Span, String)>,
}

impl OdsDiagnostic {
    /// An error at `span`.
    pub fn new(span: Span, message: impl Into<String>) -> Self {
        OdsDiagnostic {
            span,
            message: message.into(),
            notes: Vec::new(),
        }
    }
    /// Adds a note at `span`.
    pub fn with_note(mut self, span: Span, message: impl Into<String>) -> Self {
        self.notes.push((span, message.into()));
        self
    }

    /// Renders `file:line:col: error: message`, the source line and a caret, then the notes
    /// likewise (`note:`), like rustc and mlir-tblgen.
    pub fn render(&self, sources: &SourceMap) -> String {
        let mut out = String::new();
        render_one(&mut out, sources, self.span, "error", &self.message);
        for (span, msg) in &self.notes {
            render_one(&mut out, sources, *span, "note", msg);
        }
        out
    }
}

fn render_one(out: &mut String, sources: &SourceMap, span: Span, level: &str, msg: &str) {
    use std::fmt::Write;
    let name = sources
        .file(span.file)
        .map(|f| f.name.as_str())
        .unwrap_or("<unknown>");
    let (line, col) = sources.line_col(span.file, span.start);
    let _ = writeln!(out, "{name}:{line}:{col}: {level}: {msg}");
    if let Some(f) = sources.file(span.file) {
        if let Some(text) = f.line_text(line) {
            let _ = writeln!(out, "{text}");
            let pad: String = text
                .chars()
                .take(col - 1)
                .map(|c| if c == '\t' { '\t' } else { ' ' })
                .collect();
            let _ = writeln!(out, "{pad}^");
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Level::Error => "error",
            Level::Note => "note",
        })
    }
}

/// A flag of an op body (`has_verifier`, ...). [`OpFlag::ALL`] is the one list of their
/// spellings: the grammar accepts any identifier in a flag's place, and sema and the
/// attribute macro read the list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpFlag {
    /// `custom_assembly`: the author writes the parser and printer
    CustomAssembly,
    /// `has_verifier`
    HasVerifier,
    /// `has_region_verifier`
    HasRegionVerifier,
    /// `has_folder`
    HasFolder,
    /// `has_canonicalizer`
    HasCanonicalizer,
    /// `has_canonicalize_method`
    HasCanonicalizeMethod,
    /// `skip_default_builders`
    SkipDefaultBuilders,
}

impl OpFlag {
    /// Every op flag with its spelling.
    pub const ALL: [(&'static str, OpFlag); 7] = [
        ("custom_assembly", OpFlag::CustomAssembly),
        ("has_verifier", OpFlag::HasVerifier),
        ("has_region_verifier", OpFlag::HasRegionVerifier),
        ("has_folder", OpFlag::HasFolder),
        ("has_canonicalizer", OpFlag::HasCanonicalizer),
        ("has_canonicalize_method", OpFlag::HasCanonicalizeMethod),
        ("skip_default_builders", OpFlag::SkipDefaultBuilders),
    ];
    /// The flags a type or attribute definition may hold.
    pub const DEF: [OpFlag; 3] = [
        OpFlag::CustomAssembly,
        OpFlag::HasVerifier,
        OpFlag::SkipDefaultBuilders,
    ];
    /// The flag spelled `name`.
    pub fn from_name(name: &str) -> Option<OpFlag> {
        Self::ALL.iter().find(|(n, _)| *n == name).map(|&(_, f)| f)
    }
    /// The flag's spelling.
    pub fn name(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(_, f)| *f == self)
            .map_or("", |&(n, _)| n)
    }
    /// The spellings of the op flags.
    pub fn op_names() -> impl Iterator<Item = &'static str> + Clone {
        Self::ALL.iter().map(|&(n, _)| n)
    }
    /// The spellings of the type and attribute definition flags.
    pub fn def_names() -> impl Iterator<Item = &'static str> + Clone {
        Self::DEF.iter().map(|f| f.name())
    }
}
