mod d {
    ods_macros::include_ods!("duplicate-constraint.ods");
}

fn main() {}
