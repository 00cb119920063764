# OpenTofu reads main.tofu instead of main.tf (same base name); vars.tf.json is
# replaced by vars.tofu.json; override.tofu is an override file.
variable "a" {
  type = number
}
