#[ods_macros::dialect]
mod d {
    /// A pass without its body.
    #[pass("p")]
    pub struct P;
}

fn main() {}
