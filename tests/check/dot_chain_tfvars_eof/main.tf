variable "zone" {
  type = any
}
