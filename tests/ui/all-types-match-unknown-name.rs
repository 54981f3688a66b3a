mod d {
    ods_macros::include_ods!("all-types-match-unknown-name.ods");
}

fn main() {}
