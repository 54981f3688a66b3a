#[ods_macros::dialect]
mod d {
    #[op("a", traits = [Pur])]
    pub struct AOp;
}

fn main() {}
