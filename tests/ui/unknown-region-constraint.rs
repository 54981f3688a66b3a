mod d {
    ods_macros::include_ods!("unknown-region-constraint.ods");
}

fn main() {}
