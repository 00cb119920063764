variable "h" {
  default = [
1
], 2
}
