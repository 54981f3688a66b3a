mod d {
    ods_macros::include_ods!("bad-rust-in-predicate.ods");
}

fn main() {}
