mod d {
    ods_macros::include_ods!("types-match-with-wrong-arguments.ods");
}

fn main() {}
