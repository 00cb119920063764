variable "must" {
  type = string
}
