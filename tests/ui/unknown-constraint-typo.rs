mod d {
    ods_macros::include_ods!("unknown-constraint-typo.ods");
}

fn main() {}
