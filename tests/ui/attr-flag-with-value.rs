#[ods_macros::dialect]
mod d {
    #[op("a", has_verifier = true)]
    pub struct AOp;
}

fn main() {}
