mod d {
    ods_macros::include_ods!("bad-rust-in-types-match-with.ods");
}

fn main() {}
