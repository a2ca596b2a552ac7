package credit

// SetWhatIfBatch reads a what-if's approved orders n at a time until the
// returned function restores the batch.
func SetWhatIfBatch(n int) func() {
	was := whatIfBatch
	whatIfBatch = n
	return func() { whatIfBatch = was }
}
