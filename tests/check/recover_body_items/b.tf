variable "c" {
  default = 1 +
}
variable "d" {
for "x" }
}
