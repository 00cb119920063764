variable "x" {
  type    = nmber
}
