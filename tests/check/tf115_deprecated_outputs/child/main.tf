output "old" {
  value      = "x"
  deprecated = "Use new instead."
}
output "new" {
  value = "y"
}
