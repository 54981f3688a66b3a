#[ods_macros::dialect]
mod d {
    #[op("a")]
    pub enum AOp {}
}

fn main() {}
