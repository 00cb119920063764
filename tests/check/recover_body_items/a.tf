variable "a" {
  default = {
label = { }
} opts = "x"
if }
}
variable "b" {
}
