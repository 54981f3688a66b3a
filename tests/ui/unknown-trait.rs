mod d {
    ods_macros::include_ods!("unknown-trait.ods");
}

fn main() {}
