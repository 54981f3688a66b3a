#[ods_macros::dialect]
mod d {
    #[op("a", has_verifer)]
    pub struct AOp;
}

fn main() {}
